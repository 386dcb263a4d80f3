import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, MEMBER } from '../pages/accounts';
import { loginToken, signUpViaApi, uniqueEmail } from '../pages/accounts-api';
import { insertLodging } from '../pages/admin-fixtures';
import { ConsoleInquiryList } from '../pages/inquiries';
import { HotelRooms, stayFor, type Stay } from '../pages/booking-flow';
import { CheckoutPage } from '../pages/checkout-page';
import { LoginPage } from '../pages/login-page';

/** The names search finds for a stay (REST, as the search page asks). */
async function searchNames(request: APIRequestContext, stay: Stay): Promise<string[]> {
  const response = await request.post('/api/search', {
    data: {
      region: stay.region,
      startDate: stay.startDate,
      endDate: stay.endDate,
      numberOfRooms: 1,
      numberOfPeople: 2,
    },
  });
  return response.status() === 204 ? [] : ((await response.json()) as Array<{ hName: string }>).map((hit) => hit.hName);
}

async function adminLogin(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open('/login');
  await login.loginAs(ADMIN);
  await expect(page).toHaveURL('/admin');
}

/** Answers the open confirmation dialog with `label`. */
async function confirm(page: Page, label: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('an admin logs in at the member login and lands on the admin dashboard', async ({ page }) => {
  await adminLogin(page);
  await expect(page.getByRole('heading', { name: '관리자 대시보드' })).toBeVisible();
  // The header marks the administrator; 문의 관리 opens the inquiry list inside the console.
  await expect(page.getByRole('banner').getByText('사이트 관리자', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '문의 관리' }).click();
  await expect(page).toHaveURL('/admin/inquiries');
  await expect(page.getByRole('heading', { name: '문의 관리' })).toBeVisible();
});

test('an admin previews a pending lodging with its rooms and photos, and approves it from the preview', async ({
  page,
  request,
}) => {
  const stay = stayFor('미리보기도 관리구', 20);
  await insertLodging('미리보기 한옥', '미리보기도', 'PENDING');
  await adminLogin(page);
  await page.getByRole('link', { name: '승인 관리' }).click();
  await page.getByRole('tab', { name: '숙소 등록' }).click();
  await page.getByRole('link', { name: '미리보기 한옥 미리보기' }).click();
  await expect(page).toHaveURL(/\/admin\/approvals\/hotels\/\d+$/);
  await expect(page.getByRole('heading', { name: '미리보기 한옥' })).toBeVisible();
  await expect(page.getByText('미리보기도 관리구 승인로 1')).toBeVisible();
  const room = page.getByRole('listitem', { name: '온돌방' });
  await expect(room).toContainText('100,000원');
  await expect(page.getByRole('heading', { name: '이용 규정' })).toBeVisible();

  // Guests still cannot open it before the approval.
  const hotelId = Number(page.url().split('/').at(-1));
  const guestView = await request.get(`/api/hotels/${hotelId}`);
  expect(guestView.status()).toBe(404);

  await page.getByRole('button', { name: '승인', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('미리보기 한옥을 승인하시겠습니까?');
  await confirm(page, '승인');
  await expect(page).toHaveURL('/admin/approvals?tab=hotels');
  await expect(page.getByRole('status').getByText('미리보기 한옥: 숙소가 승인되었습니다.')).toBeVisible();
  expect(await searchNames(request, stay)).toEqual(['미리보기 한옥']);
});

test("an admin opens a member's detail page from 회원 관리", async ({ page }) => {
  await adminLogin(page);
  await page.getByRole('link', { name: '회원 관리' }).click();
  await page.getByLabel('이름, 이메일 또는 회사명').fill(MEMBER.email);
  await page.getByRole('search').getByRole('button', { name: '검색' }).click();
  await page.getByRole('link', { name: MEMBER.name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: `${MEMBER.name}님` })).toBeVisible();
  await expect(page.getByText(MEMBER.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^예약 \d+건$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^쿠폰 \d+장$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^문의 \d+건$/ })).toBeVisible();
});

test('an admin filters inquiries by 답변 대기 and answers one inside the console', async ({ page, request }) => {
  const title = `콘솔 답변 ${Date.now().toString(36)}`;
  const asked = await request.post('/api/inquiries/non-member', {
    data: {
      title,
      content: '객실에 아기 침대가 있나요?',
      authorName: '이문의',
      phoneNumber: '01055556666',
      contactEmail: 'guest-console@example.com',
    },
  });
  expect(asked.status()).toBe(200);

  await adminLogin(page);
  await page.getByRole('link', { name: '문의 관리' }).click();
  const list = new ConsoleInquiryList(page);
  await list.filter('답변 대기');
  await list.search(title);
  await expect(page).toHaveURL(/status=WAITING/);
  await list.answer(title, '네, 요청하시면 준비해 드립니다.');
  await expect(page.getByText(/^답변이 저장되었습니다\./)).toBeVisible();
  // Answered, it leaves the waiting list and shows under 답변 완료 with its answer.
  await expect(page.getByRole('button', { name: title, exact: true })).toHaveCount(0);
  await list.filter('답변 완료');
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('region', { name: `문의 ${title}` })).toContainText('네, 요청하시면 준비해 드립니다.');
});

test('an admin approves a manager application and a new lodging, which then works and shows', async ({
  page,
  request,
}) => {
  const stay = stayFor('승인도 관리구', 20);
  await insertLodging('승인 여정 한옥', '승인도', 'PENDING');
  expect(await searchNames(request, stay)).toEqual([]);
  // The demo applicant cannot log in before the approval.
  const before = await request.post('/api/auth/login', {
    data: { email: 'applicant@example.com', password: DEMO_PASSWORD },
  });
  expect(before.status()).not.toBe(200);

  await adminLogin(page);
  await page.getByRole('link', { name: '승인 관리' }).click();
  await page.getByRole('button', { name: '최신청 승인' }).click();
  await confirm(page, '승인');
  await expect(page.getByRole('status').getByText('관리자 계정이 승인되었습니다.')).toBeVisible();
  const token = await loginToken(request, 'applicant@example.com', DEMO_PASSWORD);
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { role: string }).role).toBe('ROLE_MANAGER');

  await page.getByRole('tab', { name: '숙소 등록' }).click();
  await page.getByRole('button', { name: '승인 여정 한옥 승인' }).click();
  await confirm(page, '승인');
  await expect(page.getByRole('status').getByText('숙소가 승인되었습니다.')).toBeVisible();
  expect(await searchNames(request, stay)).toEqual(['승인 여정 한옥']);
});

test('an admin creates a coupon and issues it to all members; a member applies it at checkout', async ({
  page,
  request,
  browser,
}) => {
  const member = { name: '쿠폰회원', email: uniqueEmail('coupon'), password: DEMO_PASSWORD };
  await signUpViaApi(request, member);
  const hotelId = await insertLodging('쿠폰 여정 한옥', '쿠폰도', 'APPROVED');
  // Its own name each run: a retry must not find the coupon its first attempt made.
  const coupon = `관리자 여정 ${Date.now().toString(36).slice(-4)}`;

  await adminLogin(page);
  await page.getByRole('link', { name: '쿠폰 관리' }).click();
  const form = page.getByRole('form', { name: '쿠폰 생성' });
  await form.getByLabel('쿠폰 이름').fill(coupon);
  await form.getByLabel('할인 종류').selectOption('FIXED');
  await form.getByLabel('할인 값').fill('7000');
  await form.getByLabel('만료일').fill('2999-12-31');
  await form.getByRole('button', { name: '쿠폰 생성' }).click();
  await expect(page.getByRole('status')).toContainText('쿠폰이 생성되었습니다.');
  await page.getByRole('button', { name: `${coupon} 전체 발급` }).click();
  await confirm(page, '발급');
  await expect(page.getByRole('status')).toContainText('모든 회원에게 쿠폰을 발급했습니다.');
  // A coupon with an order minimum no stay reaches: held by the member, shown at checkout with the reason.
  const big = `${coupon} 큰 여행`;
  await form.getByLabel('쿠폰 이름').fill(big);
  await form.getByLabel('할인 종류').selectOption('FIXED');
  await form.getByLabel('할인 값').fill('5000');
  await form.getByLabel('만료일').fill('2999-12-31');
  await form.getByLabel('최소 주문 금액 (선택)').fill('9999999');
  await form.getByRole('button', { name: '쿠폰 생성' }).click();
  await expect(page.getByRole('list', { name: `${big} 조건` })).toContainText('9,999,999원 이상 주문');
  await page.getByRole('button', { name: `${big} 전체 발급` }).click();
  await confirm(page, '발급');
  await expect(page.getByRole('status')).toContainText('모든 회원에게 쿠폰을 발급했습니다.');

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const login = new LoginPage(memberPage);
  await login.open();
  await login.login(member.email, member.password);
  await expect(memberPage).toHaveURL('/');
  const stay = stayFor('쿠폰도 관리구', 25, 1);
  const hotel = new HotelRooms(memberPage);
  await hotel.open(hotelId, stay);
  await hotel.bookFirst();
  const checkout = new CheckoutPage(memberPage);
  await checkout.coupon.selectOption({ label: `${coupon} (7,000원 할인)` });
  await expect(checkout.row('쿠폰 할인')).toHaveText('-7,000원');
  const blocked = checkout.coupon.getByRole('option', {
    name: `${big} (5,000원 할인) · 최소 주문 금액 9,999,999원 이상`,
  });
  await expect(blocked).toBeDisabled();
  await expect(memberPage.getByRole('list', { name: '지금 쓸 수 없는 쿠폰' })).toContainText(
    `${big}: 최소 주문 금액 9,999,999원 이상`,
  );
  await memberContext.close();
});

test('an admin hides a lodging from search and shows it again', async ({ page, request }) => {
  const stay = stayFor('노출도 관리구', 15);
  await insertLodging('노출 여정 한옥', '노출도', 'APPROVED');
  expect(await searchNames(request, stay)).toEqual(['노출 여정 한옥']);

  await adminLogin(page);
  await page.getByRole('link', { name: '숙소 관리' }).click();
  await page.getByLabel('숙소명 또는 지역').fill('노출 여정');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const toggle = page.getByRole('switch', { name: '노출 여정 한옥 노출' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => searchNames(request, stay)).toEqual([]);
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(() => searchNames(request, stay)).toEqual(['노출 여정 한옥']);

  // The list as a spreadsheet, fetched with the session's token.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('숙소목록.xlsx');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
});

test('an admin deletes a member, who can no longer log in', async ({ page, request }) => {
  const member = { name: '삭제회원', email: uniqueEmail('deleted'), password: DEMO_PASSWORD };
  await signUpViaApi(request, member);
  await loginToken(request, member.email, member.password);

  await adminLogin(page);
  await page.getByRole('link', { name: '회원 관리' }).click();
  await page.getByLabel('이름, 이메일 또는 회사명').fill(member.email);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('button', { name: '삭제회원 삭제' }).click();
  await confirm(page, '삭제');
  await expect(page.getByRole('status').getByText('회원이 삭제되었습니다.')).toBeVisible();
  await expect(page.getByText('조건에 맞는 회원이 없습니다.')).toBeVisible();
  const after = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(after.status()).toBe(401);
});
