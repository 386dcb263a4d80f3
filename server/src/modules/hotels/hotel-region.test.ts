import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { regionOfAnswer } from '../../platform/geocoding/kakao-local';

// The admin's regional chart showed the first two words a manager typed as the region.
const TYPED = '<img src=x onerror=alert(1)> 테헤란로 152';

let app: TestApp;
let kakao: Server;
let manager: string;
let admin: string;

beforeAll(async () => {
  // Kakao Local as it answers a fuzzy query: its own address name and region parts, whatever was typed.
  kakao = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    const parts = { region_1depth_name: '서울', region_2depth_name: '강남구' };
    res.end(
      JSON.stringify({
        meta: { total_count: 1 },
        documents: [
          {
            address_name: '서울 강남구 테헤란로 152',
            x: '127.0366',
            y: '37.5006',
            address: null,
            road_address: { address_name: '서울 강남구 테헤란로 152', ...parts },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => kakao.listen(0, '127.0.0.1', resolve));
  const kakaoUrl = `http://127.0.0.1:${(kakao.address() as AddressInfo).port}`;
  app = await startTestApp({ KAKAO_REST_API_KEY: 'test-key', KAKAO_LOCAL_API_URL: kakaoUrl });
  manager = (await loginAs(app, (await createUser(app.orm, 'ROLE_MANAGER')).email)).accessToken;
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => kakao.close(() => resolve()));
});

async function createLodging(location: string): Promise<number> {
  const form = new FormData();
  const dto = { name: '지역 확인 호텔', type: '호텔', location, rooms: [{ type: '디럭스', price: 100_000 }] };
  form.set('hotelDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }), 'hotelDto.json');
  const response = await fetch(`${app.url}/api/manager/hotels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager}` },
    body: form,
  });
  const body = (await response.json()) as { id: number };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

const adminRow = async (id: number) => {
  const answer = await app.request('GET', '/api/admin/hotels/all', { token: admin });
  return answer.json<Array<{ hId: number; region: string; address: string }>>().find((row) => row.hId === id);
};

describe("a lodging's region (the admin's regional figures)", () => {
  it("is the geocoder's 시·도 and 시·군·구, never the address text the manager typed", async () => {
    const id = await createLodging(TYPED);
    expect(await adminRow(id)).toMatchObject({ region: '서울특별시 강남구', address: TYPED });
  });

  it('follows the geocoder again when the address changes', async () => {
    const id = await createLodging('서울 강남구 테헤란로 152');
    const location = '<b>새 주소</b> 어딘가 1';
    const answer = await app.request('PUT', `/api/manager/hotels/${id}`, { token: manager, body: { location } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await adminRow(id)).toMatchObject({ region: '서울특별시 강남구', address: location });
  });

  it("reads Kakao's short province names as the stored full ones, and falls back to Kakao's address name", () => {
    expect(regionOfAnswer({ region_1depth_name: '경기', region_2depth_name: '수원시 팔달구' }, 'x')).toBe(
      '경기도 수원시',
    );
    expect(regionOfAnswer(null, '부산 해운대구 우동 1')).toBe('부산광역시 해운대구');
  });
});
