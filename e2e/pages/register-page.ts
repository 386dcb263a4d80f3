import { expect, type Locator, type Page } from '@playwright/test';
import { Mailbox, SUBJECTS } from './mailbox';

/** The member sign-up (/register) and the manager application (/manager-register) share the e-mail steps. */
export class RegisterPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly checkEmail: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly verifyCode: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('이름', { exact: true });
    this.email = page.getByLabel('이메일', { exact: true });
    this.checkEmail = page.getByRole('button', { name: '중복 확인' });
    this.sendCode = page.getByRole('button', { name: '인증번호 전송' });
    this.code = page.getByLabel('인증번호', { exact: true });
    this.verifyCode = page.getByRole('button', { name: '인증 확인' });
    this.password = page.getByLabel('비밀번호', { exact: true });
    this.confirmation = page.getByLabel('비밀번호 확인', { exact: true });
  }

  /**
   * Duplicate check, code sent over SMTP and read from the test's mailbox, code verified.
   * `texts` are what the page says at each step (Korean for members, English for managers).
   */
  async verifyEmail(email: string, texts: { available: string; sent: string; verified: string }): Promise<void> {
    await expect(this.sendCode).toBeDisabled();
    await this.email.fill(email);
    await this.checkEmail.click();
    await expect(this.page.getByText(texts.available)).toBeVisible();
    const since = Date.now();
    await this.sendCode.click();
    await expect(this.page.getByText(texts.sent)).toBeVisible();
    const code = await new Mailbox().codeFor(email, SUBJECTS.signup, since);
    await this.code.fill(code);
    await this.verifyCode.click();
    await expect(this.page.getByText(texts.verified)).toBeVisible();
    await expect(this.email).not.toBeEditable();
  }

  async setPassword(password: string): Promise<void> {
    await this.password.fill(password);
    await this.confirmation.fill(password);
  }
}

export const MEMBER_TEXTS = {
  available: '사용 가능한 이메일입니다.',
  sent: '인증번호가 전송되었습니다. 3분 이내에 입력해주세요.',
  verified: '이메일 인증이 완료되었습니다.',
};

export const MANAGER_TEXTS = {
  available: 'This email is available.',
  sent: 'Code sent. Enter it within 3 minutes.',
  verified: 'Verification complete.',
};
