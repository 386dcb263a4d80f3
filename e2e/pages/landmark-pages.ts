import type { Locator, Page } from '@playwright/test';

/** /landmarks: the filters, the sort and the cards. */
export class LandmarkListPage {
  readonly list: Locator;
  readonly region: Locator;
  readonly category: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: '랜드마크 목록' });
    this.region = page.getByRole('combobox', { name: '지역' });
    this.category = page.getByRole('combobox', { name: '분류' });
  }

  open(): Promise<unknown> {
    return this.page.goto('/landmarks');
  }

  card(name: string): Locator {
    return this.list.getByRole('link', { name, exact: true });
  }

  names(): Promise<string[]> {
    return this.list.getByRole('heading', { level: 3 }).allTextContents();
  }

  sort(label: '인기순' | '이름순'): Promise<void> {
    return this.page.getByRole('group', { name: '정렬' }).getByRole('button', { name: label }).click();
  }
}

/** /landmark/{id}: gallery, tabs and the nearby stays. */
export class LandmarkDetailPage {
  readonly heading: Locator;
  readonly nearbySearch: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.nearbySearch = page.getByRole('link', { name: '근처 숙소 찾기' });
  }

  /** The large photo of the gallery (its alt reads "{name} 사진 n/N"). */
  shownPhoto(name: string): Locator {
    return this.page.getByRole('img', { name: new RegExp(`^${name} 사진 \\d+/\\d+$`) });
  }
}
