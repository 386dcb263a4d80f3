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

  /** The nightly prices of the cards, in won. */
  async prices(): Promise<number[]> {
    const texts = await this.list.getByText(/^[\d,]+원$/).allTextContents();
    return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
  }

  sort(label: '추천순' | '낮은 요금순' | '사용자 평점순'): Promise<void> {
    return this.page.getByRole('group', { name: '정렬' }).getByRole('button', { name: label }).click();
  }

  filterType(label: string): Promise<void> {
    return this.page.getByRole('complementary', { name: '필터' }).getByRole('checkbox', { name: label }).check();
  }
}
