import { expect, type Locator, type Page } from '@playwright/test';

/** The inquiry form at /inquiry/create (a guest's fields; a member's name is locked). */
export class InquiryForm {
  constructor(readonly page: Page) {}

  async write(inquiry: { name: string; email: string; title: string; content: string; secret: boolean }) {
    await this.page.getByLabel('작성자', { exact: true }).fill(inquiry.name);
    await this.page.getByLabel('답변 받을 이메일').fill(inquiry.email);
    await this.page.getByLabel('제목', { exact: true }).fill(inquiry.title);
    await this.page.getByLabel('내용', { exact: true }).fill(inquiry.content);
    if (inquiry.secret) await this.page.getByRole('checkbox', { name: /비밀글/ }).check();
  }

  /** Submits and answers the id the server gave the new inquiry. */
  async submit(): Promise<number> {
    const created = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('createGuestInquiry'),
    );
    await this.page.getByRole('button', { name: '문의 등록' }).click();
    const body = (await (await created).json()) as { data: { createGuestInquiry: { inquiry: { id: number } } } };
    return body.data.createGuestInquiry.inquiry.id;
  }
}

/** The public board at /inquiries/board and its post dialog. */
export class InquiryBoard {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/inquiries/board');
    await expect(this.page.getByRole('heading', { name: '문의 게시판' })).toBeVisible();
  }

  /** The table row of inquiry number `id`. */
  row(id: number): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: String(id), exact: true }) });
  }

  async openPost(id: number): Promise<Locator> {
    await this.row(id).getByRole('button').click();
    const dialog = this.page.getByRole('dialog');
    // Headless UI's dialog root has no box of its own (its panel is fixed): wait for what it shows.
    await expect(dialog.getByRole('button', { name: '닫기' })).toBeVisible();
    return dialog;
  }
}

/** The administrators' inquiry list (/inquiry) and detail (/inquiry/:id). */
export class AdminInquiries {
  constructor(readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto('/inquiry');
    await expect(this.page.getByRole('heading', { name: '문의 목록' })).toBeVisible();
  }

  async answer(text: string): Promise<void> {
    await this.page.getByLabel('답변 작성').fill(text);
    await this.page.getByRole('button', { name: '답변 등록' }).click();
  }
}

/** 문의 관리 inside the admin console (/admin/inquiries): status filters, search, rows that open in place. */
export class ConsoleInquiryList {
  constructor(readonly page: Page) {}

  async filter(label: '전체' | '답변 대기' | '답변 완료'): Promise<void> {
    await this.page.getByRole('group', { name: '답변 상태' }).getByRole('button', { name: label }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('제목, 작성자 또는 내용').fill(text);
    await this.page.getByRole('search').getByRole('button', { name: '검색' }).click();
  }

  /** Opens the row titled `title` and answers the panel that opens under it. */
  async answer(title: string, text: string): Promise<void> {
    await this.page.getByRole('button', { name: title, exact: true }).click();
    const panel = this.page.getByRole('region', { name: `문의 ${title}` });
    await panel.getByLabel('답변 작성').fill(text);
    await panel.getByRole('button', { name: '답변 등록' }).click();
  }
}
