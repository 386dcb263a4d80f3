import type { EntityManager } from '@mikro-orm/postgresql';

/** A room's stored photo path (`/images/hotel/rooms/5.jpg?v=2`), null without a photo or a room. */
export async function roomPhotoPath(em: EntityManager, roomId: number): Promise<string | null> {
  const rows: Array<{ image_path: string | null }> = await em
    .getConnection()
    .execute('select image_path from rooms where id = ?', [roomId]);
  return rows[0]?.image_path ?? null;
}
