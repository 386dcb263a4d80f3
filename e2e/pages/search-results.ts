import { expect, type Locator, type Page } from '@playwright/test';

/** /search: filters, sorts and the result cards. */
export class SearchResults {
  readonly list: Locator;
  readonly cards: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('region', { name: '검색 결과' });
    this.cards = this.list.getByRole('listitem');
    this.empty = page.getByText('죄송합니다, 검색 조건에 맞는 결과를 찾을 수 없습니다.');
  }

  async open(query: Record<string, string>): Promise<void> {
    await this.page.goto(`/search?${new URLSearchParams(query).toString()}`);
  }

  async waitForCards(): Promise<void> {
    await expect(this.cards.first()).toBeVisible();
  }

  names(): Promise<string[]> {
    return this.list.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** The stay totals of the cards (taxes and fees included), in won. */
  async prices(): Promise<number[]> {
    const texts = await this.list.getByText(/^[\d,]+원$/).allTextContents();
    return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
  }

  /** The number of matches the server reports (숙소 N곳). */
  async count(): Promise<number> {
    const text = await this.list.getByText(/^숙소 [\d,]+곳$/).textContent();
    return Number((text ?? '').replace(/[^\d]/g, ''));
  }

  /** Waits until the list shows the server's answer to the current choices. */
  async settled(): Promise<void> {
    await expect(this.list).toHaveAttribute('aria-busy', 'false');
  }

  async sort(label: '추천순' | '낮은 요금순' | '사용자 평점순'): Promise<void> {
    const button = this.filters().getByRole('group', { name: '정렬' }).getByRole('button', { name: label });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await this.settled();
  }

  async filterType(label: string): Promise<void> {
    const box = this.filters().getByRole('checkbox', { name: label });
    // The URL holds the choice: the box shows it once the page has followed the new URL.
    await box.click();
    await expect(box).toBeChecked();
    await this.settled();
  }

  /** Where the filters and sorts are. */
  filters(): Locator {
    return this.page.locator('body');
  }
}
