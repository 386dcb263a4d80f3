import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@shim/common/uploads';
import { FailingDisk } from '../../../test/support/failing-disk';
import { S3StandIn } from '../../../test/support/s3-stand-in';
import { AppError } from '../errors';
import { copyFolderToStorage } from './copy-folder';
import { LocalStorage } from './local-storage';
import { DELETED_PREFIX, purgeDeleted, type ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

let folder: string;
let standIn: S3StandIn;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shim-storage-'));
  standIn = await new S3StandIn().start();
});
afterAll(async () => {
  await standIn.stop();
  await rm(folder, { recursive: true, force: true });
});

let buckets = 0;
const s3 = () =>
  new S3Storage({
    endpoint: standIn.url,
    region: 'us-east-1',
    bucket: `photos-${(buckets += 1)}`,
    accessKeyId: 'stand-in',
    secretAccessKey: 'stand-in-secret',
    forcePathStyle: true,
    timeoutMs: 5_000,
    maxObjectBytes: 1024 * 1024,
  });
let folders = 0;
const local = () => new LocalStorage(path.join(folder, `root-${(folders += 1)}`));

const read = async (storage: ObjectStorage, key: string) => {
  const found = await storage.get(key);
  return found && { ...found, text: await text(found.body) };
};

describe.each([
  ['local', local],
  ['s3', s3],
] as const)('the %s object storage', (_kind, make) => {
  it('stores, reads, lists and never replaces through create', async () => {
    const storage = make();
    await storage.put('hotel/1.jpg', Buffer.from('first'), 'image/jpeg');
    expect(await read(storage, 'hotel/1.jpg')).toMatchObject({ text: 'first', size: 5, contentType: 'image/jpeg' });
    await storage.put('hotel/1.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await read(storage, 'hotel/1.jpg'))?.text).toBe('second');

    const file = path.join(folder, `source-${_kind}.jpg`);
    await writeFile(file, 'from a file');
    expect(await storage.create('hotel/1.jpg', { file }, 'image/jpeg')).toBe(false);
    expect((await read(storage, 'hotel/1.jpg'))?.text).toBe('second');
    expect(await storage.create('hotel/1_1.jpg', { file }, 'image/jpeg')).toBe(true);
    expect((await read(storage, 'hotel/1_1.jpg'))?.text).toBe('from a file');

    expect((await storage.list('hotel/')).map((item) => item.key)).toEqual(['hotel/1.jpg', 'hotel/1_1.jpg']);
    expect((await storage.list('hotel/1_')).map((item) => item.key)).toEqual(['hotel/1_1.jpg']);
    expect(await storage.get('hotel/2.jpg')).toBeNull();
    expect(await storage.get('../secret')).toBeNull();
    expect(await storage.get('.deleted/hotel/1.jpg')).toBeNull();
    await expect(storage.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/not an object key/);
  });

  it('defers a delete: the photo stays until the purge, which spares one a row names again', async () => {
    const storage = make();
    for (const key of ['reviews/a.jpg', 'reviews/b.jpg', 'reviews/c.jpg'])
      await storage.put(key, Buffer.from(key), 'image/jpeg');
    await storage.delete('reviews/a.jpg');
    await storage.delete('reviews/b.jpg');
    expect((await read(storage, 'reviews/a.jpg'))?.text).toBe('reviews/a.jpg');
    expect((await storage.list('reviews/')).length).toBe(3);
    expect((await storage.list(DELETED_PREFIX)).map((item) => item.key)).toEqual([
      '.deleted/reviews/a.jpg',
      '.deleted/reviews/b.jpg',
    ]);

    // Marks younger than the cut-off stay (cut-offs far from any clock, so a slow machine cannot cross them).
    expect(await purgeDeleted(storage, new Date('2000-01-01T00:00:00Z'), async () => false)).toBe(0);
    expect((await storage.list(DELETED_PREFIX)).length).toBe(2);

    const restored = new Set(['reviews/b.jpg']);
    expect(await purgeDeleted(storage, new Date('2999-01-01T00:00:00Z'), async (key) => restored.has(key))).toBe(1);
    expect(await storage.get('reviews/a.jpg')).toBeNull();
    expect((await read(storage, 'reviews/b.jpg'))?.text).toBe('reviews/b.jpg');
    expect(await storage.list(DELETED_PREFIX)).toEqual([]);
    expect((await storage.list('reviews/')).map((item) => item.key)).toEqual(['reviews/b.jpg', 'reviews/c.jpg']);
  });

  it('copies a local folder in, leaving the scratch area and photos it holds alone', async () => {
    const source = path.join(folder, `copy-${_kind}`);
    const from = new LocalStorage(source);
    await from.put('hotel/7.jpg', Buffer.from('seven'), 'image/jpeg');
    await from.put('landmarks/1.jpg', Buffer.from('palace'), 'image/jpeg');
    await writeFile(path.join(source, '.tmp', 'half.part'), 'partial');
    const storage = make();
    await storage.put('hotel/7.jpg', Buffer.from('already there'), 'image/jpeg');
    expect(await copyFolderToStorage(source, storage)).toEqual({ copied: 1, present: 1 });
    expect((await storage.list('')).map((item) => item.key)).toEqual(['hotel/7.jpg', 'landmarks/1.jpg']);
    expect((await read(storage, 'hotel/7.jpg'))?.text).toBe('already there');
  });
});

describe('a storage that cannot take a write', () => {
  it.each([
    ['ENOSPC', UPLOAD_MESSAGES.storageFull],
    ['EROFS', UPLOAD_MESSAGES.storageReadOnly],
    ['EACCES', UPLOAD_MESSAGES.storageReadOnly],
  ])("answers a disk's %s with a clear 507 and leaves nothing behind", async (code, message) => {
    const root = path.join(folder, `failing-${code}`);
    const refused = await new FailingDisk(root, code)
      .create('hotel/1.jpg', Buffer.from('x'), 'image/jpeg')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 507, message });
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files).toEqual([]);
  });

  it('answers a full bucket with 507 and an unreachable one with 503', async () => {
    const storage = s3();
    standIn.refuseWrites = 507;
    try {
      await expect(storage.create('hotel/1.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({
        status: 507,
        message: UPLOAD_MESSAGES.storageFull,
      });
    } finally {
      standIn.refuseWrites = null;
    }
    const nowhere = new S3Storage({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: 'photos',
      forcePathStyle: true,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      timeoutMs: 1_000,
      maxObjectBytes: 1024,
    });
    await expect(nowhere.put('hotel/1.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({
      status: 503,
      message: UPLOAD_MESSAGES.storageUnreachable,
    });
  });
});
