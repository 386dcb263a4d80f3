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
    const panel = this.page.getByRole('dialog', { name: '목적지 선택' });
    // A server-rendered field opens nothing until the page has hydrated: tap again until the panel answers.
    await expect(async () => {
      if (!(await panel.isVisible())) await this.destination.click({ timeout: 2_000 });
      await expect(panel).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await panel.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(panel).toBeHidden();
    await expect(this.destination).toHaveValue(name);
  }
}
