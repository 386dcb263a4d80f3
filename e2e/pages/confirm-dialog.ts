import { expect, type Locator, type Page } from '@playwright/test';

/** The site's yes/no dialog (components/ConfirmDialog.tsx): the browser's confirm() is never used. */
export class ConfirmDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  /** Checks the question asked, then answers yes with the dialog's own button. */
  async accept(message: string, label = '삭제하기'): Promise<void> {
    await expect(this.dialog).toContainText(message);
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
    // The dialog's root has no box of its own (its panel is fixed), so "hidden" would pass while it is open.
    await expect(this.dialog).toHaveCount(0);
  }
}
