import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@shim/common/uploads';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { reservationStatus, reviewScenario, reviewState } from '../../../test/review-fixtures';
import { FailingDisk } from '../../../test/support/failing-disk';
import { S3StandIn, s3PhotoSettings } from '../../../test/support/s3-stand-in';
import { leftovers, livePhotos } from '../../../test/uploads';
import { uploadsDirOf } from './photo-storage';

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await new S3StandIn().start();
});
afterAll(async () => {
  await standIn.stop();
});

const png = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 90, g: 160, b: 40 } } })
    .png()
    .toBuffer();

async function postForm(app: TestApp, token: string, url: string, fields: Record<string, string>, field: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(field, new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${app.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A review and a lodging's photos, sent while the storage refuses: a clear answer, nothing kept, still serving. */
async function refusedEverywhere(app: TestApp, dataDir: string, status: number, message: string) {
  const stored = await livePhotos(app);
  const s = await reviewScenario(app);
  const fields = { reservationId: String(s.reservationId), score: '5', content: '좋아요' };
  expect(await postForm(app, s.token, '/api/reviews', fields, 'image')).toEqual({ status, body: { message } });
  expect(await reviewState(app, s.hotel.id)).toMatchObject({ reviews: [], review_count: 0 });
  expect(await reservationStatus(app, s.reservationId)).toBe('CONFIRMED');

  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  const token = (await loginAs(app, manager.email)).accessToken;
  const { hotel } = await createHotel(app.orm, { manager });
  const images = async () =>
    (await app.request('GET', `/api/manager/hotels/${hotel.id}`, { token })).json<{ images: string[] }>().images;
  const before = await images();
  const photos = await postForm(app, token, `/api/manager/hotels/${hotel.id}/images`, {}, 'images');
  expect(photos).toEqual({ status, body: { message } });
  expect(await images()).toEqual(before);

  expect(await livePhotos(app)).toEqual(stored);
  expect(await leftovers(dataDir)).toEqual([]);
  expect((await app.request('GET', '/healthz')).status).toBe(200);
  return { s, fields };
}

describe('uploads while the photo storage cannot take them', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shim-storage-refusals-'));
    app = await startTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['ENOSPC', UPLOAD_MESSAGES.storageFull],
    ['EROFS', UPLOAD_MESSAGES.storageReadOnly],
  ])(
    'a disk answering %s: 507 with the reason, no row, no file, and the upload works once it recovers',
    async (code, message) => {
      const adapters = app.http.services.adapters;
      const disk = adapters.photos;
      adapters.photos = new FailingDisk(uploadsDirOf(dataDir), code);
      let refused: Awaited<ReturnType<typeof refusedEverywhere>>;
      try {
        refused = await refusedEverywhere(app, dataDir, 507, message);
      } finally {
        adapters.photos = disk;
      }
      const again = await postForm(app, refused.s.token, '/api/reviews', refused.fields, 'image');
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect((await fetch(again.body.image as string)).status).toBe(200);
    },
  );
});

describe('uploads while the S3 bucket cannot take them', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shim-bucket-refusals-'));
    app = await startTestApp({ DATA_DIR: dataDir, ...s3PhotoSettings(standIn, 'refusals') });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a full bucket: 507 with the reason, no row, no object, and the upload works once it recovers', async () => {
    standIn.refuseWrites = 507;
    let refused: Awaited<ReturnType<typeof refusedEverywhere>>;
    try {
      refused = await refusedEverywhere(app, dataDir, 507, UPLOAD_MESSAGES.storageFull);
    } finally {
      standIn.refuseWrites = null;
    }
    const again = await postForm(app, refused.s.token, '/api/reviews', refused.fields, 'image');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await fetch(again.body.image as string)).status).toBe(200);
    expect(standIn.keys('refusals')).toEqual([(again.body.image as string).replace(/^.*\/images\//, '')]);
  });
});
