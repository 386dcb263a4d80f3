import type { ContentTranslations } from '@shim/common/content-translations';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A landmark of the spreadsheet `server/data/landmarks.xlsx` (spec §3 Landmark), imported at seed time.
 * `id` is the spreadsheet's own id, so links to /landmark/{id} stay stable across imports.
 */
@Entity({ tableName: 'landmarks' })
export class Landmark {
  [OptionalProps]?:
    | 'translations'
    | 'category'
    | 'tags'
    | 'images'
    | 'description'
    | 'detail'
    | 'overview'
    | 'basicAddress'
    | 'basicHomepage'
    | 'guidePhone'
    | 'guideClosed'
    | 'guideHours'
    | 'extra';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  /** Its 1-based data row in the spreadsheet (header excluded): the fallback of /landmark/{id} (spec §2). */
  @Property({ type: 'integer', unique: 'landmarks_sheet_row_unique' })
  sheetRow!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Where it is, as people say it (`서울 종로구`); also the destination of "find nearby stays". */
  @Property({ type: 'string', length: 100 })
  location!: string;

  @Property({ type: 'string', length: 50, default: '' })
  category: string = '';

  @Property({ type: 'array', columnType: 'text[]', default: '{}' })
  tags: string[] = [];

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  /** Root-relative or absolute image URLs, in gallery order. */
  @Property({ type: 'array', columnType: 'text[]', default: '{}' })
  images: string[] = [];

  @Property({ type: 'text', default: '' })
  description: string = '';

  /** Long text of the detail tab; may contain HTML (spec §2). */
  @Property({ type: 'text', default: '' })
  detail: string = '';

  @Property({ type: 'text', default: '' })
  overview: string = '';

  @Property({ type: 'string', length: 200, nullable: true })
  basicAddress?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  basicHomepage?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  guidePhone?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  guideClosed?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  guideHours?: string | null;

  /** The name, description and overview in en, ja, zh-Hans (common/content-translations.ts); Korean stays in its own columns. */
  @Property({ type: 'json', columnType: 'jsonb', default: '{}', lazy: true })
  translations?: ContentTranslations;

  /** Other `basic:` / `guide:` columns of the sheet, by column name (spec §3: they become extra rows). */
  @Property({ type: 'json', columnType: 'jsonb', default: '{}' })
  extra: Record<string, string> = {};
}
