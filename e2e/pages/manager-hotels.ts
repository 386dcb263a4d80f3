import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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
    await expect(this.page.getByRole('heading', { name: `${label} 관리`, exact: true })).toBeVisible();
  }

  async fillRoom(index: number, room: { name: string; price: number; count: number }): Promise<void> {
    await this.field(`객실 ${index} 이름`).fill(room.name);
    await this.field(`객실 ${index} 요금`).fill(String(room.price));
    await this.field(`객실 ${index} 객실 수`).fill(String(room.count));
  }

  /**
   * From the console's start page: a new hotel in 서울 강남구 with the two PHOTOS and the rooms (two or
   * more), saved; answers once the list shows it waiting for approval.
   */
  async createHotel(name: string, rooms: Array<{ name: string; price: number; count: number }>): Promise<void> {
    const page = this.page;
    await this.openType('호텔');
    await page.getByRole('link', { name: '숙소 추가' }).click();
    await expect(page.getByRole('heading', { name: '새 호텔 등록' })).toBeVisible();

    await this.field('사진 추가').setInputFiles(PHOTOS);
    await expect(page.getByAltText('대표 사진')).toBeVisible();
    await expect(page.getByAltText('추가 사진 1')).toBeVisible();
    await this.field('숙소 이름').fill(name);
    await this.field('주소').fill('서울특별시 강남구 테헤란로 152');
    await page.getByRole('button', { name: '주소 검색' }).click();
    await expect(this.field('위도')).toHaveValue('37.5006');
    await expect(this.field('경도')).toHaveValue('127.0366');
    await expect(this.field('위도')).toHaveAttribute('readonly', '');
    await this.field('성급 (1–5)').fill('5');
    await expect(this.field('체크인 시간')).toHaveValue('15:00');
    for (const [i, room] of rooms.entries()) {
      if (i > 0) {
        await page.getByRole('button', { name: '객실 추가' }).click();
        await expect(this.field(`객실 ${i + 1} 최대 인원`)).toHaveValue('2');
      }
      await this.fillRoom(i + 1, room);
    }
    await page.getByRole('button', { name: '저장' }).click();

    await expect(page.getByText('숙소가 등록되었습니다. 관리자 승인 후 검색에 노출됩니다.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('승인 대기')).toBeVisible();
  }
}

/** An administrator approves a pending lodging through the admin console's call. */
export async function approveHotel(request: APIRequestContext, hotelId: number): Promise<void> {
  const token = await loginToken(request, ADMIN.email, DEMO_PASSWORD);
  const answer = await request.post(`/api/admin/hotels/approve/${hotelId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A lodging of the manager's own, made by REST and approved (other journeys book the seeded ones), with one room
 * type, 바다방 (100,000원, its id answered): the guest's calendar (the lowest bookable price a night, a night
 * closed when every room type is) then shows exactly that room type's nights.
 */
export async function ownLodging(request: APIRequestContext, token: string, label: string) {
  const name = `${label} ${Date.now().toString(36)}`;
  const created = await request.post('/api/manager/hotels', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      type: '펜션',
      location: '서울특별시 강남구 테헤란로 152',
      rooms: [{ type: '바다방', price: 100_000, count: 2, people: 2 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const hotel = (await created.json()) as { id: number; rooms: Array<{ id: number; type: string }> };
  await approveHotel(request, hotel.id);
  return { name, hotelId: hotel.id, roomId: hotel.rooms.find((room) => room.type === '바다방')!.id };
}
