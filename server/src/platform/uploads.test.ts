import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@shim/common/uploads';
import { createUser, loginAs } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { createHotel } from '../../test/hotel-fixtures';
import { reviewScenario } from '../../test/review-fixtures';
import { leftovers, partHead, rawRequest } from '../../test/uploads';

let app: TestApp;
let dataDir: string;
let managerToken: string;
let hotelId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-uploads-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  managerToken = (await loginAs(app, manager.email)).accessToken;
  hotelId = (await createHotel(app.orm, { manager })).hotel.id;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'x';
const multipart = (token: string, length?: number) => ({
  authorization: `Bearer ${token}`,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  ...(length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': length }),
});

/** The finding's body: a JPEG part whose closing boundary never comes, with a matching Content-Length. */
const cutOff = Buffer.concat([partHead(BOUNDARY, 'image', 'a.jpg'), Buffer.from([0xff, 0xd8, 0xff])]);

const stillServing = async () => (await app.request('GET', '/healthz')).status;

/** A PNG header claiming `width` × `height` (1-bit grey, all black): a few KB that decode to that many pixels. */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function* repeat(part: Buffer, times: number): Generator<Buffer> {
  for (let i = 0; i < times; i += 1) yield part;
}

describe('a malformed multipart body', () => {
  it('answers 400 on every upload route, keeps serving and leaves no file', async () => {
    const s = await reviewScenario(app);
    const routes = [
      { path: '/api/reviews', token: s.token },
      { path: '/api/manager/hotels', token: managerToken },
      { path: `/api/manager/hotels/${hotelId}/images`, token: managerToken },
    ];
    for (const route of routes) {
      const answer = await rawRequest(app.url, {
        path: route.path,
        headers: multipart(route.token, cutOff.length),
        chunks: [cutOff],
      });
      expect(answer, route.path).toEqual({ status: 400, body: { message: UPLOAD_MESSAGES.uploadMalformed } });
      expect(await stillServing()).toBe(200);
    }
    expect(await leftovers(dataDir)).toEqual([]);
  });

  it('cleans up after a client that hangs up in the middle of a file', async () => {
    const body = Buffer.concat([
      partHead(BOUNDARY, 'image', 'a.jpg'),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(64 * 1024),
    ]);
    // The server has the part on disk once the temporary file appears; then the client goes away.
    const onDisk = expect.poll(() => leftovers(dataDir), { timeout: 10_000 }).not.toEqual([]);
    const answer = await rawRequest(app.url, {
      path: `/api/manager/hotels/${hotelId}/images`,
      headers: multipart(managerToken, 10 * body.length),
      chunks: [body],
      end: false,
      hangUp: onDisk,
    });
    expect(answer.status).toBe(0);
    await onDisk;
    expect(await stillServing()).toBe(200);
    await expect.poll(() => leftovers(dataDir), { timeout: 10_000 }).toEqual([]);
  }, 30_000);
});

describe('upload limits', () => {
  it('refuses a body announced over 60 MB with 413 before reading it', async () => {
    // Only the head is ever sent: the answer must come without the other 70 MB.
    const answer = await rawRequest(app.url, {
      path: '/api/manager/hotels',
      headers: multipart(managerToken, 70 * 1024 * 1024),
      chunks: [partHead(BOUNDARY, 'images', 'a.jpg')],
      end: false,
    });
    expect(answer).toEqual({ status: 413, body: { message: UPLOAD_MESSAGES.uploadTooLarge } });
    expect(await stillServing()).toBe(200);
  });

  it('stops a streamed body once its files pass 60 MB (413), keeping nothing', async () => {
    // Seven room photos of 9.5 MB each, chunked (no Content-Length to refuse up front).
    const mb = Buffer.alloc(1024 * 1024, 0x41);
    const fileMb = 9.5;
    function* body(): Generator<Buffer> {
      for (let room = 0; room < 7; room += 1) {
        yield Buffer.concat([
          room ? Buffer.from('\r\n') : Buffer.alloc(0),
          partHead(BOUNDARY, `room_${room}`, 'r.jpg'),
        ]);
        yield* repeat(mb, Math.floor(fileMb));
        yield mb.subarray(0, mb.length / 2);
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    expect(7 * fileMb * 1024 * 1024).toBeGreaterThan(UPLOAD_LIMITS.requestMaxBytes);
    const answer = await rawRequest(app.url, {
      path: '/api/manager/hotels',
      headers: multipart(managerToken),
      chunks: body(),
    });
    expect(answer).toEqual({ status: 413, body: { message: UPLOAD_MESSAGES.uploadTooLarge } });
    expect(await stillServing()).toBe(200);
    await expect.poll(() => leftovers(dataDir), { timeout: 10_000 }).toEqual([]);
  }, 60_000);

  it('stops reading at the sixth lodging photo (400) and past the files a request may carry', async () => {
    const photo = (field: string, i: number) =>
      Buffer.concat([partHead(BOUNDARY, field, `${i}.jpg`), Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('\r\n')]);
    const six = Buffer.concat([
      ...Array.from({ length: 6 }, (_, i) => photo('images', i)),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    expect(
      await rawRequest(app.url, {
        path: '/api/manager/hotels',
        headers: multipart(managerToken, six.length),
        chunks: [six],
      }),
    ).toEqual({ status: 400, body: { message: LODGING_MESSAGES.hotelPhotosTooMany } });

    const many = Buffer.concat([
      ...Array.from({ length: 40 }, (_, i) => photo(`room_${i}`, i)),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    expect(
      await rawRequest(app.url, {
        path: '/api/manager/hotels',
        headers: multipart(managerToken, many.length),
        chunks: [many],
      }),
    ).toEqual({ status: 400, body: { message: UPLOAD_MESSAGES.uploadTooManyFiles } });
    expect(await leftovers(dataDir)).toEqual([]);
  });

  it('refuses an image of more than 40 megapixels with 400 and stores nothing', async () => {
    const s = await reviewScenario(app);
    const form = new FormData();
    form.set('reservationId', String(s.reservationId));
    form.set('score', '5');
    form.set('content', '넓은 방');
    const bomb = bigPng(8000, 6000);
    expect(bomb.length).toBeLessThan(LIMITS.uploadMaxBytes);
    form.set('image', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'big.png');
    const response = await fetch(`${app.url}/api/reviews`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
      body: form,
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { message: UPLOAD_MESSAGES.imageTooManyPixels },
    });
    expect(await leftovers(dataDir)).toEqual([]);
  });
});

describe('leftovers at start', () => {
  it('removes, when the server starts, temporary and .partial files older than an hour, and leaves a live upload’s alone', async () => {
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(path.join(uploads, '.tmp'), { recursive: true });
    await mkdir(path.join(uploads, 'hotel', 'rooms'), { recursive: true });
    const stale = [path.join(uploads, '.tmp', 'dead.part'), path.join(uploads, 'hotel', 'rooms', '7.jpg.123.partial')];
    const live = path.join(uploads, '.tmp', 'live.part');
    const photo = path.join(uploads, 'hotel', '9.jpg');
    for (const file of [...stale, live, photo]) await writeFile(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const file of [...stale, photo]) await utimes(file, twoHoursAgo, twoHoursAgo);

    const restarted = await startTestApp({ DATA_DIR: dataDir });
    await restarted.close();
    expect((await leftovers(dataDir)).map((entry) => path.basename(entry))).toEqual(['live.part']);
    expect(await stat(photo)).toBeTruthy();
    await rm(live);
    expect(await leftovers(dataDir)).toEqual([]);
  });
});
