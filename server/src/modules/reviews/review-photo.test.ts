import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { reservationStatus, reviewScenario, reviewState } from '../../../test/review-fixtures';
import { S3StandIn, s3PhotoSettings } from '../../../test/support/s3-stand-in';
import { livePhotos } from '../../../test/uploads';
import { CACHE } from '../../platform/images';

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await new S3StandIn().start();
});
afterAll(async () => {
  await standIn.stop();
});

let app: TestApp;
let dataDir: string;

const reviewPhotos = async () => (await livePhotos(app, 'reviews/')).map((key) => path.basename(key));

/** `POST /api/reviews` as a browser's FormData sends it. */
async function postForm(
  token: string,
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const response = await fetch(`${app.url}/api/reviews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

/** The same photo tests with the photos in the local folder and in an S3 bucket (the stand-in). */
describe.each([
  ['local', () => ({})],
  ['s3', () => s3PhotoSettings(standIn, 'review-photos')],
] as const)('a review with a photo (multipart, %s storage)', (_kind, settings) => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shim-review-photos-'));
    app = await startTestApp({ DATA_DIR: dataDir, ...settings() });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the photo re-encoded as a JPEG under /images/reviews and shows it with the review', async () => {
    const s = await reviewScenario(app);
    const answer = await postForm(
      s.token,
      { reservationId: String(s.reservationId), score: '5', content: '바다가 보여요' },
      { bytes: await png(), name: 'view.png', type: 'image/png' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ score: 5, content: '바다가 보여요', reservationStatus: '리뷰 작성 완료' });
    const image = answer.body.image as string;
    // Absolute on the site's origin, so clients on other origins load it (docs/rest-clients.md).
    expect(image.startsWith(`${app.url}/images/reviews/`)).toBe(true);
    expect(image).toMatch(/\/images\/reviews\/[0-9a-f-]{36}\.jpg$/);

    const served = await fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // Its random name is never reused: caches keep it a year.
    expect(served.headers.get('cache-control')).toBe(CACHE.versioned);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });

    const detail = await app.request('GET', `/api/hotels/${s.hotel.id}`);
    expect(detail.json<{ reviews: Array<{ image: string }> }>().reviews[0]!.image).toBe(image);
    expect(await reviewPhotos()).toEqual([path.basename(image)]);
  });

  it('takes the form without a photo too', async () => {
    const s = await reviewScenario(app);
    const answer = await postForm(s.token, { reservationId: String(s.reservationId), score: '3', content: '보통' });
    expect(answer).toMatchObject({ status: 201, body: { image: null, score: 3 } });
  });

  it('refuses a renamed text file, a broken image and a photo over 10 MB, leaving no file and no row', async () => {
    const s = await reviewScenario(app);
    const before = await reviewPhotos();
    const fields = { reservationId: String(s.reservationId), score: '4', content: '좋아요' };

    const text = await postForm(s.token, fields, {
      bytes: Buffer.from('이것은 사진이 아닙니다\n'.repeat(50)),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(text).toMatchObject({ status: 400, body: { message: MESSAGES.imageTypeInvalid } });

    // Right magic number, nothing behind it.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]);
    const truncated = await postForm(s.token, fields, { bytes: broken, name: 'photo.jpg', type: 'image/jpeg' });
    expect(truncated).toMatchObject({ status: 400, body: { message: MESSAGES.imageTypeInvalid } });

    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await postForm(s.token, fields, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(tooBig).toMatchObject({ status: 413, body: { message: MESSAGES.imageTooLarge } });

    expect(await reviewPhotos()).toEqual(before);
    expect(await reviewState(app, s.hotel.id)).toMatchObject({ reviews: [], review_count: 0 });
    expect(await reservationStatus(app, s.reservationId)).toBe('CONFIRMED');
  });

  it('keeps no photo when the review itself is refused', async () => {
    const s = await reviewScenario(app);
    const before = await reviewPhotos();
    const noScore = await postForm(
      s.token,
      { reservationId: String(s.reservationId), content: '좋아요' },
      { bytes: await png(), name: 'view.png', type: 'image/png' },
    );
    expect(noScore).toMatchObject({ status: 400, body: { message: '별점을 선택해주세요.' } });
    const fields = { reservationId: String(s.reservationId), score: '5', content: '좋아요' };
    expect((await postForm(s.token, fields)).status).toBe(201);
    const twice = await postForm(s.token, fields, { bytes: await png(), name: 'view.png', type: 'image/png' });
    expect(twice).toMatchObject({ status: 409, body: { message: MESSAGES.reviewAlreadyWritten } });
    expect(await reviewPhotos()).toEqual(before);
  });

  it('removes the stored photo when the review row cannot be written (the unique key refuses it)', async () => {
    const s = await reviewScenario(app);
    const before = await reviewPhotos();
    // A row for the reservation written behind the service's back: only the database's unique key stops a second.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into reviews (hotel_id, reservation_id, score, content, created_at) values (?, ?, 2, 'x', now())`,
        [s.hotel.id, s.reservationId],
      );
    const answer = await postForm(
      s.token,
      { reservationId: String(s.reservationId), score: '5', content: '좋아요' },
      { bytes: await png(), name: 'view.png', type: 'image/png' },
    );
    expect(answer).toMatchObject({ status: 409, body: { message: MESSAGES.reviewAlreadyWritten } });
    expect(await reviewPhotos()).toEqual(before);
    expect(await reservationStatus(app, s.reservationId)).toBe('CONFIRMED');
    expect(await reviewState(app, s.hotel.id)).toMatchObject({ review_count: 1, review_score_sum: 2 });
  });
});
