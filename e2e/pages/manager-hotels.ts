import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { ADMIN, DEMO_PASSWORD } from './accounts';
import { loginToken } from './accounts-api';

/** Two tiny PNG photos (8×6, one colour each) for the lodging form. */
export const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EaCBFTEMpAQAs5U8Aes99OYAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQqziBFTEMpAQAG7NBoZm0iP0AAAAASUVORK5CYII=',
].map((data, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') }));

/** /manager/hotels: the type selection, one type's list and the lodging form. */
export class ManagerHotelsPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async openType(label: string): Promise<void> {
    await this.page.getByRole('link', { name: '숙소·객실 관리' }).click();
    await this.page.getByLabel(new RegExp(`^${label} 등록 \\d+개$`)).click();
    await expect(this.page.getByRole('heading', { name: `${label} 관리` })).toBeVisible();
  }

  async fillRoom(index: number, room: { name: string; price: number; count: number }): Promise<void> {
    await this.field(`객실 ${index} 이름`).fill(room.name);
    await this.field(`객실 ${index} 요금`).fill(String(room.price));
    await this.field(`객실 ${index} 객실 수`).fill(String(room.count));
  }
}

/**
 * An administrator approves a pending lodging: through the admin console's call when the server has it
 * (`POST /api/admin/hotels/approve/{id}`), else straight in the journey's database (that call is built
 * in the admin console's issue).
 */
export async function approveHotel(request: APIRequestContext, hotelId: number): Promise<'api' | 'sql'> {
  const token = await loginToken(request, ADMIN.email, DEMO_PASSWORD);
  const answer = await request.post(`/api/admin/hotels/approve/${hotelId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (answer.ok()) return 'api';
  expect(answer.status(), await answer.text()).toBe(404);
  const port = process.env.E2E_PORT ?? '4100';
  const { databaseUrl } = JSON.parse(readFileSync(path.join(tmpdir(), `shim-e2e-${port}.json`), 'utf8')) as {
    databaseUrl: string;
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`update hotels set status = 'APPROVED' where id = $1 and status = 'PENDING'`, [
      hotelId,
    ]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
  return 'sql';
}
