import { expect, type Page } from '@playwright/test';

/**
 * Watches for a message the app shows either on the page or in a browser alert (the spec has both);
 * alerts are dismissed so the page goes on. Call before the action, then await `shown()`.
 */
export function watchMessages(page: Page): { shown(text: string): Promise<void> } {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    shown: (text) =>
      expect
        .poll(async () => alerts.includes(text) || (await page.getByText(text).first().isVisible()), {
          message: `message "${text}" on the page or in an alert`,
        })
        .toBe(true),
  };
}
