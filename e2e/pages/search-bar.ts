import { expect, type Locator, type Page } from '@playwright/test';

/** The search bar of the main and search pages. */
export class SearchBar {
  readonly root: Locator;
  readonly destination: Locator;
  readonly dates: Locator;
  readonly guests: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('search', { name: '숙소 검색' });
    this.destination = this.root.getByRole('combobox', { name: '목적지' });
    this.dates = this.root.getByRole('button', { name: /체크인 – 체크아웃/ });
    this.guests = this.root.getByRole('button', { name: /객실 · 인원/ });
    this.submit = this.root.getByRole('button', { name: '검색', exact: true });
  }

  /** Opens the destination list and picks a destination from it. */
  async pickDestination(name: string): Promise<void> {
    await this.destination.click();
    const panel = this.page.getByRole('dialog', { name: '목적지 선택' });
    await panel.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(panel).toBeHidden();
    await expect(this.destination).toHaveValue(name);
  }
}
