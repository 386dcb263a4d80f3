import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { LoginPage } from '../pages/login-page';
import { approveHotel, ManagerHotelsPage, PHOTOS } from '../pages/manager-hotels';
import { SearchResults } from '../pages/search-results';

/** Today and tomorrow in Asia/Seoul. */
function stayDates() {
  const day = (n: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + n * 86_400_000));
  return { startDate: day(0), endDate: day(1) };
}

test('a manager registers a lodging with photos and rooms; it is searchable only once approved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // One word, so the search (first two words of the destination) finds exactly this lodging.
  const name = `쉼테스트${Date.now().toString(36)}호텔`;
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');

  const hotels = new ManagerHotelsPage(page);
  await hotels.openType('호텔');
  await page.getByRole('link', { name: '숙소 추가' }).click();
  await expect(page.getByRole('heading', { name: '새 호텔 등록' })).toBeVisible();

  await hotels.field('사진 추가').setInputFiles(PHOTOS);
  await expect(page.getByAltText('대표 사진')).toBeVisible();
  await expect(page.getByAltText('추가 사진 1')).toBeVisible();
  await hotels.field('숙소 이름').fill(name);
  await hotels.field('주소').fill('서울특별시 강남구 테헤란로 152');
  await page.getByRole('button', { name: '주소 검색' }).click();
  await expect(hotels.field('위도')).toHaveValue('37.5006');
  await expect(hotels.field('경도')).toHaveValue('127.0366');
  await expect(hotels.field('위도')).toHaveAttribute('readonly', '');
  await hotels.field('성급 (1–5)').fill('5');
  await expect(hotels.field('체크인 시간')).toHaveValue('15:00');
  await hotels.fillRoom(1, { name: '디럭스 더블', price: 150_000, count: 3 });
  await page.getByRole('button', { name: '객실 추가' }).click();
  await expect(hotels.field('객실 2 최대 인원')).toHaveValue('2');
  await hotels.fillRoom(2, { name: '스탠다드 트윈', price: 100_000, count: 2 });
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page.getByText('숙소가 등록되었습니다. 관리자 승인 후 검색에 노출됩니다.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('승인 대기')).toBeVisible();

  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const mine = await request.get('/api/manager/hotels', { headers: { Authorization: `Bearer ${token}` } });
  const created = (
    (await mine.json()) as Array<{ id: number; name: string; status: string; images: string[]; rooms: unknown[] }>
  ).find((hotel) => hotel.name === name);
  expect(created).toMatchObject({ status: '대기', type: '호텔', stars: 5 });
  expect(created!.images).toHaveLength(2);
  expect(created!.rooms).toHaveLength(2);
  expect((await request.get(created!.images[0]!)).headers()['content-type']).toBe('image/jpeg');

  const results = new SearchResults(page);
  const query = { region: name, ...stayDates(), rooms: '1', persons: '2' };
  await results.open(query);
  await expect(results.empty).toBeVisible();

  const how = await approveHotel(request, created!.id);
  test.info().annotations.push({ type: 'approval', description: how });

  await results.open(query);
  await results.waitForCards();
  expect(await results.names()).toEqual([name]);
});
