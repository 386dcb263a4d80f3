import { translatedLandmarks } from './landmark.repository';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OptionalProps } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as XLSX from 'xlsx';
import { SERVER_ROOT } from '../../paths';
import { Landmark } from './landmark.entity';

export const LANDMARK_SHEET = path.join(SERVER_ROOT, 'data/landmarks.xlsx');

/** A landmark as the spreadsheet gives it. */
export type LandmarkRow = Omit<Landmark, typeof OptionalProps>;
type Column = Exclude<keyof LandmarkRow, 'extra'>;

/** Column names of spec §3, English or Korean, to the entity's fields. */
const COLUMNS: Record<string, Column> = {
  id: 'id',
  번호: 'id',
  name: 'name',
  이름: 'name',
  명칭: 'name',
  location: 'location',
  위치: 'location',
  지역: 'location',
  category: 'category',
  분류: 'category',
  카테고리: 'category',
  tags: 'tags',
  태그: 'tags',
  images: 'images',
  image: 'images',
  이미지: 'images',
  description: 'description',
  설명: 'description',
  detail: 'detail',
  상세: 'detail',
  overview: 'overview',
  개요: 'overview',
  basic_address: 'basicAddress',
  주소: 'basicAddress',
  basic_homepage: 'basicHomepage',
  홈페이지: 'basicHomepage',
  guide_phone: 'guidePhone',
  전화번호: 'guidePhone',
  guide_closed: 'guideClosed',
  휴무일: 'guideClosed',
  guide_hours: 'guideHours',
  이용시간: 'guideHours',
  latitude: 'latitude',
  lat: 'latitude',
  위도: 'latitude',
  longitude: 'longitude',
  lng: 'longitude',
  경도: 'longitude',
};

/**
 * Reads the landmark spreadsheet (first sheet, header row). Images and tags are lists separated by
 * comma, semicolon or pipe; `basic:`/`guide:` columns go to `extra`; a row without an id takes its
 * 1-based row number, one without coordinates is skipped (it cannot be placed on a map).
 */
export function parseLandmarkSheet(data: Buffer): LandmarkRow[] {
  const book = XLSX.read(data, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '' });
  const rows: LandmarkRow[] = [];
  records.forEach((record, index) => {
    const row: Partial<Record<Column, unknown>> = {};
    const extra: Record<string, string> = {};
    for (const [header, value] of Object.entries(record)) {
      const key = header.trim();
      const column = COLUMNS[key] ?? COLUMNS[key.toLowerCase()];
      if (column) row[column] = value;
      else if (/^(basic|guide):/i.test(key) && String(value).trim()) extra[key] = String(value).trim();
    }
    const latitude = Number(row.latitude);
    const longitude = Number(row.longitude);
    if (!row.latitude || !row.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return;
    const text = (value: unknown) => String(value ?? '').trim();
    const optional = (value: unknown) => text(value) || null;
    const id = Number(row.id);
    rows.push({
      id: Number.isInteger(id) && id > 0 ? id : index + 1,
      sheetRow: index + 1,
      name: text(row.name) || 'nameless',
      location: text(row.location),
      category: text(row.category),
      tags: list(row.tags),
      images: list(row.images).map(imagePath),
      description: text(row.description),
      detail: text(row.detail),
      overview: text(row.overview),
      basicAddress: optional(row.basicAddress),
      basicHomepage: optional(row.basicHomepage),
      guidePhone: optional(row.guidePhone),
      guideClosed: optional(row.guideClosed),
      guideHours: optional(row.guideHours),
      latitude,
      longitude,
      extra,
    });
  });
  return rows;
}

const list = (value: unknown): string[] =>
  String(value ?? '')
    .split(/[,;|]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A bare file name of the sheet lives in the landmarks folder (spec §9): `a.jpg` → `/images/landmarks/a.jpg`. */
const imagePath = (image: string): string => (/^(\/|https?:\/\/)/i.test(image) ? image : `/images/landmarks/${image}`);

/** Replaces the landmark table with the spreadsheet's rows; returns them. */
export async function importLandmarks(em: EntityManager, file: string = LANDMARK_SHEET): Promise<LandmarkRow[]> {
  const rows = parseLandmarkSheet(readFileSync(file));
  await em.transactional(async (tx) => {
    // The administrator's translations are not in the sheet: they stay with their landmark's id.
    const translated = await translatedLandmarks(tx.getConnection());
    const kept = new Map(translated.map((row) => [row.id, row.translations]));
    await tx.nativeDelete(Landmark, {});
    if (rows.length > 0) {
      await tx.insertMany(
        Landmark,
        rows.map((row) => (kept.has(row.id) ? { ...row, translations: kept.get(row.id) } : row)),
      );
    }
  });
  return rows;
}

/** At start: a database without landmarks (a fresh production one) gets the spreadsheet's. */
export async function importLandmarksIfEmpty(em: EntityManager): Promise<number> {
  if ((await em.count(Landmark, {})) > 0) return 0;
  return (await importLandmarks(em)).length;
}
