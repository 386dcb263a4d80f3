import { expect, test } from '@playwright/test';
import { firstHotelId, HotelRooms, inDays, stayFor } from '../pages/booking-flow';
import { changeNights } from '../pages/room-nights';

/** `12월 20일` for a `YYYY-MM-DD` date, as the calendar's days name themselves. */
const dayName = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8))}일`;

test('a guest sees per-night prices and a closed night in the price calendar, the stay total, and cannot book across it', async ({
  page,
  request,
}) => {
  // Far ahead, so no other journey books or searches these nights.
  const stay = stayFor('통영', 150, 2);
  const hotelId = await firstHotelId(request, stay);
  const dearNight = inDays(151);
  const closedNight = inDays(153);
  await changeNights(hotelId, { date: dearNight, price: 987_000 });
  await changeNights(hotelId, { date: closedNight, closed: true });

  const hotel = new HotelRooms(page);
  await hotel.open(hotelId, stay);
  // The 2-night total beside the per-night price on each room.
  await expect(hotel.bookable.first().getByText(/^2박 총 [\d,]+원/)).toBeVisible();
  await expect(hotel.bookable.first().getByText(/까지 무료 취소$/)).toBeVisible();

  await page.getByRole('button', { name: '날짜 변경 · 요금 달력' }).click();
  const picker = page.getByRole('dialog', { name: '숙박 날짜 선택' });
  const day = (date: string) => picker.getByRole('button', { name: new RegExp(`^${dayName(date)}(,|$)`) });
  await expect(day(dearNight)).toContainText('98.7만');
  await expect(day(closedNight)).toContainText('휴무');
  await expect(day(inDays(150))).toContainText('만');

  // A check-out past the closed night is refused, with the reason; one before it is taken.
  await day(inDays(152)).click();
  await expect(day(inDays(154))).toHaveAttribute('aria-disabled', 'true');
  await expect(day(inDays(154))).toHaveAttribute('title', `${dayName(closedNight)}은 판매하지 않는 날이에요.`);
  await day(inDays(154)).click({ force: true });
  await expect(picker).toBeVisible();
  await day(inDays(153)).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${inDays(152)}&endDate=${inDays(153)}`));

  // Asked for anyway (a link from elsewhere), a stay across the closed night has no room to book.
  const across = { ...stay, startDate: inDays(152), endDate: inDays(154) };
  await page.goto(`/hotel/${hotelId}?${new URLSearchParams({ ...across }).toString()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hotel.bookable).toHaveCount(0);
  const detail = await request.post('/api/detail', {
    data: { hId: hotelId, checkIn: stay.startDate, checkOut: stay.endDate, roomCount: 1, people: 2 },
  });
  const [room] = ((await detail.json()) as { rooms: Array<{ rId: number }> }).rooms;
  const refused = await request.get(
    `/api/reservations/preview?${new URLSearchParams({
      hId: String(hotelId),
      rId: String(room!.rId),
      checkIn: across.startDate,
      checkOut: across.endDate,
      roomCount: '1',
      people: '2',
    }).toString()}`,
  );
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(await refused.json()).toEqual({ message: expect.stringMatching(/\S/) });
});
