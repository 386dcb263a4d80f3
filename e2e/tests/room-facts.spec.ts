import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { inDays, type Stay } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { changeNights } from '../pages/room-nights';

interface ManagerRoom {
  rid: number;
  type: string;
  price: number;
  active: boolean;
  bedType: string | null;
}

/**
 * The demo manager's first approved, shown lodging with at least two room types on sale, all with the demo
 * seed's facts (other journeys add lodgings of their own to this manager while this one runs).
 */
async function demoLodging(request: APIRequestContext) {
  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const answer = await request.get('/api/manager/hotels', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const hotels = (await answer.json()) as Array<{
    id: number;
    name: string;
    statusCode: string;
    active: boolean;
    rooms: ManagerRoom[];
  }>;
  const hotel = hotels.find(
    (item) =>
      item.statusCode === 'APPROVED' &&
      item.active &&
      item.rooms.filter((room) => room.active).length >= 2 &&
      item.rooms.every((room) => room.bedType !== null),
  );
  expect(hotel).toBeTruthy();
  return hotel!;
}

// Dates far ahead (each test its own), so no other journey's stay meets the nights the first one closes.
const stayAt = (offset: number): Omit<Stay, 'region'> => ({
  startDate: inDays(offset),
  endDate: inDays(offset + 1),
  rooms: '1',
  persons: '2',
});
const stay = stayAt(171);
const detailPath = (id: number, { startDate, endDate, rooms, persons } = stay) =>
  `/hotel/${id}?${new URLSearchParams({ startDate, endDate, rooms, persons }).toString()}`;

test('the manager sets a room’s facts in the console; the lodging page shows them, closed and minimum-stay rooms too', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const hotel = await demoLodging(request);
  const description = `창가 쪽 욕조에서 바다가 보여요 ${Date.now().toString(36)}`;

  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');
  await page.goto(`/manager/hotels/${hotel.id}/edit`);
  await expect(page.getByRole('heading', { name: `${hotel.name} 관리` })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // The demo seed gives every room facts already.
  await expect(field('객실 1 침대 유형')).not.toHaveValue('');
  await field('객실 1 침대 유형').selectOption('트윈');
  await field('객실 1 크기').fill('27');
  const tag = page.getByRole('button', { name: '객실 1 편의시설 발코니', exact: true });
  if ((await tag.getAttribute('aria-pressed')) !== 'true') await tag.click();
  await field('객실 1 편의시설 직접 입력').fill('안마의자');
  await page.getByRole('button', { name: '추가', exact: true }).first().click();
  await expect(page.getByRole('button', { name: '객실 1 편의시설 안마의자', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await field('객실 1 설명').fill(description);
  await page
    .getByRole('group', { name: '객실' })
    .getByRole('listitem')
    .first()
    .screenshot({ path: test.info().outputPath('room-form-1440.png') });
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('숙소 정보가 저장되었습니다.')).toBeVisible();

  // The console's room 1 is the lowest id; the page lists rooms by price: find it by name.
  const [first, second] = hotel.rooms.filter((room) => room.active).sort((a, b) => a.rid - b.rid);
  await changeNights(hotel.id, { date: stay.startDate, roomId: second!.rid, closed: true });
  await page.goto(detailPath(hotel.id));
  const rooms = page.getByRole('region', { name: '객실 선택' });
  const card = rooms.getByRole('listitem', { name: first!.type, exact: true });
  await expect(card.getByText('트윈 침대 · 27㎡', { exact: false })).toBeVisible();
  const amenities = card.getByRole('group', { name: `${first!.type} 편의시설` });
  await expect(amenities.getByText('안마의자', { exact: true })).toBeVisible();
  await expect(amenities.getByText('발코니', { exact: true })).toBeVisible();
  await expect(card.getByText(description)).toBeVisible();
  await expect(card.getByRole('button', { name: '예약하기', exact: true })).toBeEnabled();

  // Closed on the stay's night: it says so (not 매진), with no quantity and no free cancellation.
  const closed = rooms.getByRole('listitem', { name: second!.type, exact: true });
  await expect(closed.getByText('선택한 날짜에는 판매하지 않는 객실이에요.')).toBeVisible();
  await expect(closed.getByText(/매진/)).toHaveCount(0);
  await expect(closed.getByRole('combobox')).toHaveCount(0);
  await expect(closed.getByText(/무료 취소/)).toHaveCount(0);
  await expect(closed.getByRole('button', { name: '판매 안 함' })).toBeDisabled();

  // Arrivals that night must stay two nights: the card says so in sight, and the one-night stay is refused.
  await changeNights(hotel.id, { date: stay.startDate, roomId: first!.rid, minStay: 2 });
  await page.reload();
  await expect(card.locator('span', { hasText: /^최소 2박$/ })).toBeVisible();
  await expect(card.getByText('최소 2박 이상 예약할 수 있어요.')).toBeVisible();
  await expect(card.getByRole('button', { name: '최소 2박' })).toBeDisabled();
  await rooms.screenshot({ path: test.info().outputPath('room-cards-1440.png') });
  // No booking bar on a wide screen: the cards carry their prices.
  await expect(page.getByRole('region', { name: '예약 요약' })).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await rooms.screenshot({ path: test.info().outputPath('room-cards-390.png') });
  await changeNights(hotel.id, { date: stay.startDate, roomId: first!.rid, minStay: 1 });
  await changeNights(hotel.id, { date: stay.startDate, roomId: second!.rid, closed: false });

  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="rooms"]').analyze();
  expect(axe.violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a sticky bar shows the lowest total, then the chosen room’s, and 예약하기 goes to the booking', async ({
    page,
    request,
  }) => {
    const hotel = await demoLodging(request);
    await page.goto(detailPath(hotel.id, stayAt(165)));
    const bar = page.getByRole('region', { name: '예약 요약' });
    await expect(bar).toBeVisible();
    await expect(bar.getByText(/^최저가 · /)).toBeVisible();
    await expect(bar.getByText(/^1박 총 [\d,]+원$/)).toBeVisible();
    // Fixed at the bottom of the screen, whatever is scrolled.
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(844 - 2);
    await page.screenshot({ path: test.info().outputPath('room-facts-390.png') });

    // 예약하기 with no room picked brings the cheapest card's button into view.
    const cheapest = ((await bar.getByText(/^최저가 · /).textContent()) ?? '').replace('최저가 · ', '');
    const cheapestCard = page
      .getByRole('region', { name: '객실 선택' })
      .getByRole('listitem', { name: cheapest, exact: true });
    await expect(async () => {
      await bar.getByRole('button', { name: '예약하기' }).click({ timeout: 2_000 });
      await expect(cheapestCard.getByRole('button', { name: '예약하기', exact: true })).toBeFocused({ timeout: 2_000 });
    }).toPass();
    await expect(cheapestCard.getByRole('button', { name: '예약하기', exact: true })).toBeInViewport();

    // A quantity picked on a card: the bar speaks for that room, and 예약하기 opens the booking choice.
    await cheapestCard.getByRole('combobox').selectOption('2');
    await expect(bar.getByText(`${cheapest} · 객실 2개`)).toBeVisible();
    await bar.getByRole('button', { name: '예약하기' }).click();
    await expect(
      page.getByRole('dialog', { name: '예약 방법 선택' }).getByRole('button', { name: '비회원으로 예약' }),
    ).toBeVisible();
  });
});
