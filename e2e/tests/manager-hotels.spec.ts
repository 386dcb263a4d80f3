import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from '../pages/accounts';
import { loginToken } from '../pages/accounts-api';
import { stayFor } from '../pages/booking-flow';
import { LoginPage } from '../pages/login-page';
import { approveHotel, ManagerHotelsPage } from '../pages/manager-hotels';
import { SearchResults } from '../pages/search-results';

test('a manager registers a lodging with photos and rooms; it is searchable only once approved', async ({
  page,
  request,
}) => {
  // One word, so the search (first two words of the destination) finds exactly this lodging.
  const name = `쉼테스트${Date.now().toString(36)}호텔`;
  const login = new LoginPage(page);
  await login.open('/manager-login');
  await login.loginAs(MANAGER);
  await expect(page).toHaveURL('/manager');

  await new ManagerHotelsPage(page).createHotel(name, [
    { name: '디럭스 더블', price: 150_000, count: 3 },
    { name: '스탠다드 트윈', price: 100_000, count: 2 },
  ]);

  const token = await loginToken(request, MANAGER.email, DEMO_PASSWORD);
  const mine = await request.get('/api/manager/hotels', { headers: { Authorization: `Bearer ${token}` } });
  const created = (
    (await mine.json()) as Array<{ id: number; name: string; status: string; images: string[]; rooms: unknown[] }>
  ).find((hotel) => hotel.name === name);
  expect(created).toMatchObject({ status: '대기', type: 'Hotel', typeLabel: '호텔', stars: 5 });
  expect(created!.images).toHaveLength(2);
  expect(created!.rooms).toHaveLength(2);
  expect((await request.get(created!.images[0]!)).headers()['content-type']).toBe('image/jpeg');

  const results = new SearchResults(page);
  const query = { ...stayFor(name, 0, 1) };
  await results.open(query);
  await expect(results.empty).toBeVisible();

  await approveHotel(request, created!.id);

  await results.open(query);
  await results.waitForCards();
  expect(await results.names()).toEqual([name]);
});
