import { expect, test } from '@playwright/test';
import { ADMIN } from '../pages/accounts';
import { uniqueEmail } from '../pages/accounts-api';
import { AdminInquiries, InquiryBoard, InquiryForm } from '../pages/inquiries';
import { LoginPage } from '../pages/login-page';
import { Mailbox } from '../pages/mailbox';

const REFUSED = '비밀글은 작성자와 관리자만 볼 수 있습니다.';
const ANSWER_SUBJECT = '[쉼, 한국] 문의하신 내용에 답변이 등록되었습니다';

test('a guest writes a secret inquiry, it stays locked to others, and the answer reaches the board and the mail', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, one after another.
  const email = uniqueEmail('inquiry');
  const title = `환불 계좌 문의 ${Date.now().toString(36)}`;
  const content = '환불받을 계좌를 바꾸고 싶습니다. 신한 110-000-000000';

  // The guest finds the form from the footer, and the form asks for what is missing (spec §8).
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '문의하기' }).click();
  await expect(page).toHaveURL('/inquiry/create');
  const form = new InquiryForm(page);
  await form.write({ name: '김문의', email: '', title, content, secret: true });
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the email to receive the answer.');
  await page.getByLabel('답변 받을 이메일').fill(email);
  const id = await form.submit();

  // On the board it shows its title with a lock (spec §2), its author masked, and does not open for the guest.
  await expect(page).toHaveURL('/inquiries/board');
  const board = new InquiryBoard(page);
  const row = board.row(id);
  await expect(row.getByRole('img', { name: '비밀글' })).toBeVisible();
  await expect(row).toContainText(title);
  await expect(row).toContainText('대기중');
  await expect(row).toContainText('김*의');
  const dialog = await board.openPost(id);
  await expect(dialog.getByRole('alert')).toContainText(REFUSED);
  await expect(dialog).not.toContainText(content);

  // Another visitor, with a browser of their own, cannot open it either; the API sends nothing of it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visitorBoard = new InquiryBoard(visitorPage);
  await visitorBoard.open();
  await expect(visitorBoard.row(id)).toContainText(title);
  await expect(visitorBoard.row(id).getByRole('img', { name: '비밀글' })).toBeVisible();
  const visitorDialog = await visitorBoard.openPost(id);
  await expect(visitorDialog.getByRole('alert')).toContainText(REFUSED);
  const direct = await visitorPage.request.get(`/api/inquiries/board/${id}`);
  expect(direct.status()).toBe(403);
  expect(await direct.text()).not.toContain('신한');
  await visitor.close();

  // The administrator opens it from /inquiry and answers it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const login = new LoginPage(admin);
  await login.open('/login');
  await login.loginAs(ADMIN);
  await expect(admin).toHaveURL('/admin');
  const inquiries = new AdminInquiries(admin);
  await inquiries.openList();
  await admin.getByRole('button', { name: title }).click();
  await expect(admin).toHaveURL(`/inquiry/${id}`);
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await expect(admin.getByText(content)).toBeVisible();
  await expect(admin.getByText('비회원')).toBeVisible();
  await inquiries.answer('   ');
  await expect(admin.getByRole('alert')).toHaveText('Please enter the answer.');
  const since = Date.now();
  const answer = '계좌 변경은 예약 확인 페이지에서 하실 수 있습니다.';
  await inquiries.answer(answer);
  await expect(admin.getByText('관리자 답변')).toBeVisible();
  await expect(admin.getByText(answer)).toBeVisible();
  await expect(admin.getByLabel('답변 작성')).toHaveCount(0);
  // Stored at once; the mail is on the job queue.
  await expect(admin.getByRole('status').filter({ hasText: '답변 메일은 발송 대기열에 등록되었으며' })).toBeVisible();
  await adminContext.close();

  // The answer mail arrives, and the board shows the inquiry answered.
  const mail = await new Mailbox().waitFor(email, ANSWER_SUBJECT, since);
  expect(mail.text).toContain(answer);
  expect(mail.html).toContain(answer);
  await board.open();
  await expect(board.row(id)).toContainText('답변완료');
  await expect(board.row(id)).toContainText(title);
});

test('a non-administrator is sent away from the inquiry list', async ({ page }) => {
  await page.goto('/inquiry');
  await expect(page).toHaveURL('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '문의 게시판' }).click();
  await expect(page).toHaveURL('/inquiries/board');
});
