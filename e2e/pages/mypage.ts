import { expect, type Locator, type Page } from '@playwright/test';
import { Mailbox, SUBJECTS } from './mailbox';

/** The member's my page (/mypage?tab=...). */
export class MyPage {
  constructor(readonly page: Page) {}

  async open(tab: 'reservations' | 'reviews' | 'inquiries' | 'coupons' | 'profile'): Promise<void> {
    await this.page.goto(`/mypage?tab=${tab}`);
    await expect(this.page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  }

  /** A coupon the member holds (the used ones are listed apart, under 사용한 쿠폰). */
  coupon(name: string): Locator {
    return this.page.getByRole('region', { name: '보유 쿠폰' }).getByRole('listitem', { name });
  }

  /** 회원 탈퇴 from the profile tab: the site's dialog, the password again, then the login page. */
  async withdraw(password: string): Promise<void> {
    await this.page.getByRole('region', { name: '회원 탈퇴' }).getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = this.page.getByRole('dialog', { name: '회원 탈퇴' });
    await dialog.getByLabel('비밀번호').fill(password);
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(this.page).toHaveURL('/login');
    await expect(this.page.getByText('회원 탈퇴가 완료되었습니다.', { exact: false })).toBeVisible();
  }

  /** The stepwise change: current password, the mailed code, the new password. */
  async changePassword(email: string, current: string, next: string): Promise<void> {
    await this.page.getByLabel('현재 비밀번호').fill(current);
    const since = Date.now();
    await this.page.getByRole('button', { name: '인증번호 받기' }).click();
    const code = await new Mailbox().codeFor(email, SUBJECTS.change, since);
    await this.page.getByLabel('인증번호', { exact: true }).fill(code);
    await this.page.getByRole('button', { name: '인증 확인' }).click();
    await this.page.getByLabel('새 비밀번호', { exact: true }).fill(next);
    await this.page.getByLabel('새 비밀번호 확인').fill(next);
    await this.page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(this.page.getByText('비밀번호가 성공적으로 변경되었습니다.')).toBeVisible();
    await expect(this.page.getByLabel('현재 비밀번호')).toHaveValue('');
  }
}
