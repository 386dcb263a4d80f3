import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../pages/accounts-api';
import { LoginPage } from '../pages/login-page';
import { MyPage } from '../pages/mypage';
import { MEMBER_TEXTS, RegisterPage } from '../pages/register-page';
import { SiteHeader } from '../pages/site-header';

const PASSWORD = 'Shim2026!';
const NEW_PASSWORD = 'Shim2027!new';

/** `YYYY-MM-DD`, `days` from today in Seoul (the browser runs in Asia/Seoul). */
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

test('a visitor signs up with a code from the mail, logs in, sees the coupon, wishlists a hotel, changes the password and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const register = new RegisterPage(page);
  await page.goto('/register');
  await register.name.fill('김새내');
  await expect(page.getByRole('button', { name: '회원가입' })).toBeDisabled();
  await register.verifyEmail(email, MEMBER_TEXTS);
  await register.setPassword(PASSWORD);
  await page.getByRole('button', { name: '회원가입' }).click();

  await expect(page).toHaveURL(/\/register-success\?name=/);
  await expect(page.getByRole('heading', { name: '김새내님, 환영합니다!' })).toBeVisible();
  await expect(page.getByText(/10% 할인 쿠폰이 발급되었습니다/)).toBeVisible();
  await page.getByRole('link', { name: '로그인하기' }).click();

  const login = new LoginPage(page);
  const header = new SiteHeader(page);
  await login.login(email, PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(header.greeting('김새내')).toBeVisible();

  const myPage = new MyPage(page);
  await myPage.open('coupons');
  const coupon = myPage.coupon('신규 가입 10% 할인 쿠폰');
  await expect(coupon).toBeVisible();
  await expect(coupon.getByText('10% 할인', { exact: true })).toBeVisible();
  // The sign-up coupon is valid for a year from sign-up (docs/decisions/coupons.md, clients of the documented API).
  const [year, month] = inDays(0).split('-').map(Number);
  await expect(coupon.getByText(new RegExp(`^${year! + 1}년 ${month}월 \\d+일.*까지$`))).toBeVisible();

  // Wishlist a lodging from the search results; the wishlist page lists it, linked with the stay.
  const stay = { startDate: inDays(7), endDate: inDays(8), rooms: '1', persons: '2' };
  await page.goto(`/search?${new URLSearchParams({ region: '서울', ...stay }).toString()}`);
  const heart = page.getByRole('button', { name: /찜하기$/ }).first();
  const hotelName = ((await heart.getAttribute('aria-label')) ?? '').replace(/ 찜하기$/, '');
  await heart.click();
  await expect(page.getByRole('button', { name: `${hotelName} 찜 해제` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/wishlist?${new URLSearchParams(stay).toString()}`);
  const card = page.getByRole('link', { name: new RegExp(hotelName) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute(
    'href',
    new RegExp(`startDate=${stay.startDate}&endDate=${stay.endDate}&rooms=1&persons=2`),
  );

  await myPage.open('profile');
  await expect(page.getByText(email)).toBeVisible();
  await myPage.changePassword(email, PASSWORD, NEW_PASSWORD);

  await header.logoutButton.click();
  await expect(header.loginLink).toBeVisible();

  await login.open('/login');
  await login.login(email, PASSWORD);
  await expect(page.getByText('로그인에 실패하였습니다.')).toBeVisible();
  await login.password.fill(NEW_PASSWORD);
  await login.submit.click();
  await expect(header.greeting('김새내')).toBeVisible();
});
