import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { deletedPhotos } from '../../../test/uploads';
import { PinnedClock } from '../../platform/clock';
import { purgeDeletedPhotos } from './photo-retention';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-photo-retention-'));
  app = await startTestApp({ DATA_DIR: dataDir, BACKUP_RETENTION_DAYS: '7' });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('deleted photos', () => {
  it("are kept for the backups' retention, then purged unless a (restored) row names them again", async () => {
    const photos = app.http.services.adapters.photos;
    const { hotel, rooms } = await createHotel(app.orm);
    const connection = app.orm.em.fork().getConnection();
    await connection.execute(`update rooms set image_path = ? where id = ?`, [
      `/images/hotel/rooms/${rooms[0]!.id}.jpg?v=2`,
      rooms[0]!.id,
    ]);
    const named = [`hotel/${hotel.id}.jpg`, `hotel/rooms/${rooms[0]!.id}_2.jpg`];
    const orphans = [`hotel/${hotel.id}_1.jpg`, `reviews/${hotel.id}-gone.jpg`];
    for (const key of [...named, ...orphans]) {
      await photos.put(key, Buffer.from(key), 'image/jpeg');
      await photos.delete(key);
    }
    const clock = new PinnedClock(new Date());
    const services = { ...app.http.services, clock };

    clock.advance(6 * 86_400_000);
    expect(await purgeDeletedPhotos(services)).toBe(0);
    expect(await deletedPhotos(app)).toEqual([...named, ...orphans].sort());

    clock.advance(2 * 86_400_000);
    expect(await purgeDeletedPhotos(services)).toBe(2);
    for (const key of orphans) expect(await photos.get(key)).toBeNull();
    for (const key of named) expect(await photos.get(key)).not.toBeNull();
    expect(await deletedPhotos(app)).toEqual([]);
  });
});
