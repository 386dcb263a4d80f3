import { expect, test } from '@playwright/test';
import { MEMBER } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';
import { MyPage } from '../pages/mypage';
import { ReviewModal } from '../pages/review-modal';

test('a member reviews a finished stay from my page, and the lodging page shows the review', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.loginAs(MEMBER);
  await expect(page).toHaveURL('/');

  const mypage = new MyPage(page);
  await mypage.open('reservations');
  const modal = new ReviewModal(page);
  const { card, hotelName } = await modal.firstReviewable();
  await expect(card.getByText('이용 완료')).toBeVisible();
  await modal.openFor(card);

  // No star: refused with the catalogue's words, before anything is sent.
  const text = `바다 전망이 훌륭했어요. 직원분들도 친절했습니다. (${Date.now()})`;
  await modal.content.fill(text);
  await modal.submit.click();
  await expect(modal.problem).toHaveText('별점을 선택해주세요.');

  await modal.stars(4);
  await modal.submit.click();
  await expect(modal.content).toBeHidden();
  await expect(page.getByText('리뷰가 등록되었습니다.')).toBeVisible();
  await expect(card.getByText('리뷰 작성 완료')).toBeVisible();
  await expect(card.getByRole('button', { name: '리뷰 쓰기' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: '내역 삭제' })).toBeVisible();

  // The reviews tab lists it, and its lodging's link opens the lodging page with the review on it.
  await mypage.open('reviews');
  const review = page.getByRole('listitem').filter({ hasText: text });
  await expect(review).toBeVisible();
  await review.getByRole('link', { name: hotelName }).click();
  await expect(page).toHaveURL(/\/hotel\/\d+\?/);
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  const reviews = page.getByRole('region', { name: '리뷰', exact: true });
  await expect(reviews.getByText(text)).toBeVisible();
  await expect(reviews.getByText(MEMBER.name, { exact: true }).first()).toBeVisible();
});
