import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';

/** The member login (/login) and the manager login (/manager-login) share their form. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('이메일', { exact: true });
    this.password = page.getByLabel('비밀번호', { exact: true });
    this.submit = page.getByRole('button', { name: '로그인', exact: true });
  }

  async open(path: '/login' | '/manager-login' = '/login'): Promise<void> {
    await this.page.goto(path);
    if (path === '/manager-login')
      await expect(this.page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  }

  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  async loginAs(account: DemoAccount): Promise<void> {
    await this.login(account.email, DEMO_PASSWORD);
  }
}
