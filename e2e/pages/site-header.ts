import type { Locator, Page } from '@playwright/test';

/** The site header of the member pages (spec: greeting with the name, logout, login and signup). */
export class SiteHeader {
  readonly root: Locator;
  readonly logoutButton: Locator;
  readonly loginLink: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('banner');
    this.logoutButton = this.root.getByRole('button', { name: '로그아웃' });
    this.loginLink = this.root.getByRole('link', { name: '로그인', exact: true });
  }

  greeting(name: string): Locator {
    return this.root.getByText(`${name}님`);
  }
}
