import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { S3StandIn, s3PhotoSettings } from '../../../test/support/s3-stand-in';
import { deletedPhotos, leftovers, livePhotos } from '../../../test/uploads';
import { CACHE } from '../../platform/images';

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await new S3StandIn().start();
});
afterAll(async () => {
  await standIn.stop();
});

/** The same photo tests with the photos in the local folder and in an S3 bucket (the stand-in). */
const STORAGES = [
  ['local', () => ({})],
  ['s3', () => s3PhotoSettings(standIn, 'photo-replace')],
] as const;

let app: TestApp;
let dataDir: string;
let token: string;

const png = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();

interface RestHotel {
  id: number;
  rooms: Array<{ rid: number; image: string | null }>;
}

async function post(url: string, files: Array<{ field: string; bytes: Buffer }>, dto?: unknown) {
  const form = new FormData();
  if (dto) form.set('hotelDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }), 'hotelDto.json');
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), `${file.field}.png`);
  const response = await fetch(`${app.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as RestHotel };
}

const served = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

const roomFiles = async () => (await livePhotos(app, 'hotel/rooms/')).map((key) => path.basename(key));

describe.each(STORAGES)('replacing room photos (%s storage)', (_kind, settings) => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shim-photo-replace-'));
    app = await startTestApp({ DATA_DIR: dataDir, ...settings() });
    token = (await loginAs(app, (await createUser(app.orm, 'ROLE_MANAGER')).email)).accessToken;
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the old photos served when the save fails, and removes them only after a save commits', async () => {
    const created = await post(
      '/api/manager/hotels',
      [
        { field: 'room_0', bytes: await png(10) },
        { field: 'room_1', bytes: await png(20) },
      ],
      {
        name: '사진 교체 호텔',
        type: '호텔',
        location: '서울특별시 강남구 테헤란로 152',
        rooms: [{ type: '디럭스' }, { type: '스탠다드' }],
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hotel = created.body;
    const before = await Promise.all(hotel.rooms.map((room) => served(room.image!)));
    expect(before.map((photo) => photo.status)).toEqual([200, 200]);
    const filesBefore = await roomFiles();
    expect(filesBefore).toEqual(hotel.rooms.map((room) => `${room.rid}.jpg`).sort());

    const replacements = async () => [
      { field: `room_${hotel.rooms[0]!.rid}`, bytes: await png(200) },
      { field: `room_${hotel.rooms[1]!.rid}`, bytes: await png(220) },
    ];
    const connection = app.orm.em.fork().getConnection();
    // A fault only this test causes: the database refuses the rooms' new paths after their files are written.
    await connection.execute(`alter table rooms add constraint test_fault check (image_path not like '%?v=1')`);
    try {
      const failed = await post(`/api/manager/hotels/${hotel.id}/images`, await replacements());
      expect(failed.status).toBe(500);
    } finally {
      await connection.execute(`alter table rooms drop constraint test_fault`);
    }
    const mine = await app.request('GET', `/api/manager/hotels/${hotel.id}`, { token });
    expect(mine.json<RestHotel>().rooms.map((room) => room.image)).toEqual(hotel.rooms.map((room) => room.image));
    for (const [i, room] of hotel.rooms.entries()) expect(await served(room.image!)).toEqual(before[i]);
    expect(await roomFiles()).toEqual(filesBefore);
    expect(await leftovers(dataDir)).toEqual([]);

    const replaced = await post(`/api/manager/hotels/${hotel.id}/images`, await replacements());
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    // The documented path stays; the query names the version, so no cache holds the old photo under it.
    const images = replaced.body.rooms.map((room) => room.image!);
    expect(images).toEqual(hotel.rooms.map((room) => `${app.url}/images/hotel/rooms/${room.rid}.jpg?v=1`));
    for (const [i, image] of images.entries()) {
      // A versioned key names this photo forever: caches keep it a year.
      expect((await fetch(image)).headers.get('cache-control')).toBe(CACHE.versioned);
      const now = await served(image);
      expect(now.status).toBe(200);
      expect(now.bytes.equals(before[i]!.bytes)).toBe(false);
      // Without the query the documented path serves the current photo, revalidated by its ETag.
      const bare = await fetch(hotel.rooms[i]!.image!);
      expect(bare.headers.get('cache-control')).toBe('no-cache');
      expect(Buffer.from(await bare.arrayBuffer()).equals(now.bytes)).toBe(true);
    }
    expect(await roomFiles()).toEqual(hotel.rooms.map((room) => `${room.rid}_1.jpg`).sort());
    // The replaced photos are deleted, deferred: kept, marked, for the backups' retention.
    expect(await deletedPhotos(app, 'hotel/rooms/')).toEqual(filesBefore.map((file) => `hotel/rooms/${file}`));
    expect(await leftovers(dataDir)).toEqual([]);
  });
});
