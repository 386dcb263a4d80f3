import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** Whether any row names one of these image paths (a lodging's, a room's, a review's or a landmark's photo). */
export async function photoNamed(em: EntityManager, paths: string[]): Promise<boolean> {
  const [row] = await executeNamed<{ named: boolean }>(
    em,
    `select exists (select 1 from hotel_images where path = any(:paths::text[]))
         or exists (select 1 from rooms where image_path = any(:paths::text[]))
         or exists (select 1 from reviews where image_path = any(:paths::text[]))
         or exists (select 1 from landmarks where images && :paths::text[]) as named`,
    { paths: textArray(paths) },
  );
  return row?.named ?? false;
}

/** A PostgreSQL text[] literal, every element quoted. */
const textArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
