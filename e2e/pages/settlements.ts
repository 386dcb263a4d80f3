import { createRequire } from 'node:module';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** `2026-10` → `2026년 10월`, as the consoles write a month. */
export const monthLabel = (month: string): string => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** `YYYY-MM-DD` → `10월 5일 (월)`, as the consoles write a day. */
export function dayLabel(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 (${'일월화수목금토'[date.getUTCDay()]})`;
}

/** The month before the current one in Seoul (`YYYY-MM`): the newest closed month. */
export function lastMonthInSeoul(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** `432,925원` → 432925. */
export const wonOf = (text: string | null): number => Number((text ?? '').replace(/[^\d-]/g, ''));

/** The manager's 정산 (/manager/settlements): the list, a statement opened, its .xlsx. */
export class ManagerSettlementsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: '정산', exact: true }).click();
    await expect(this.page).toHaveURL('/manager/settlements');
    await expect(this.page.getByRole('heading', { name: '정산', exact: true })).toBeVisible();
  }

  /** The rows of a month (table at wide screens), optionally only those in a status. */
  rows(month: string, status?: '정산 확정' | '지급 완료' | '정산 예정'): Locator {
    const rows = this.page.getByTestId('settlement-row').filter({ hasText: monthLabel(month) });
    return status ? rows.filter({ hasText: status }) : rows;
  }

  row(month: string, hotelName: string): Locator {
    return this.rows(month).filter({ hasText: hotelName });
  }

  /** Opens a statement from its row; answers its payout as the page shows it. */
  async openStatement(month: string, hotelName: string): Promise<number> {
    await this.page.getByRole('button', { name: `${monthLabel(month)} ${hotelName} 정산서 보기` }).click();
    await expect(this.page.getByRole('heading', { name: `${monthLabel(month)} 정산서` })).toBeVisible();
    return wonOf(await this.page.getByTestId('settlement-payout').textContent());
  }

  async download(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: '엑셀 다운로드' }).click(),
    ]);
    return download;
  }

  async backToList(): Promise<void> {
    await this.page.getByRole('button', { name: '← 정산 목록' }).click();
  }
}

/** The admin's 정산 (/admin/settlements): a month's statements and 지급 완료. */
export class AdminSettlementsPage {
  constructor(readonly page: Page) {}

  async open(month: string): Promise<void> {
    await this.page.getByRole('link', { name: '정산', exact: true }).click();
    await expect(this.page).toHaveURL(/\/admin\/settlements/);
    await expect(this.page.getByRole('combobox', { name: '정산 월' })).toHaveValue(month);
  }

  row(hotelName: string, managerName: string): Locator {
    return this.page
      .getByTestId('admin-settlement-row')
      .filter({ hasText: hotelName })
      .filter({ hasText: managerName });
  }

  /** 지급 완료 through the dialog, on the day it proposes (today); answers that day. */
  async markPaid(hotelName: string, managerName: string): Promise<string> {
    await this.row(hotelName, managerName)
      .getByRole('button', { name: `${hotelName} 지급 완료` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: '지급 완료로 표시할까요?' });
    const paidOn = await dialog.getByLabel('지급일').inputValue();
    await dialog.getByRole('button', { name: '지급 완료 처리' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('정산서를 지급 완료로 표시했습니다.')).toBeVisible();
    return paidOn;
  }
}

/** SheetJS as the server installs it: to open a downloaded .xlsx. */
const XLSX = createRequire(new URL('../../server/package.json', import.meta.url))('xlsx') as {
  readFile(path: string): { SheetNames: string[]; Sheets: Record<string, unknown> };
  utils: { sheet_to_json<T>(sheet: unknown, options: { header: 1 }): T[] };
};

/** Every sheet of an .xlsx as rows of cells (the header row first), by sheet name. */
export function readSheets(path: string): Record<string, unknown[][]> {
  const book = XLSX.readFile(path);
  return Object.fromEntries(
    book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 })]),
  );
}
