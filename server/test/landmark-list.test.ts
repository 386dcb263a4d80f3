import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { LANDMARK_DATA, LANDMARK_LIST, landmarkSheetRows, readPlaces } from '../src/scripts/landmark-list';

/** The landmark list is data (server/data/landmarks.tsv); the committed sheet must be what it makes. */
describe('the landmark list', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'landmark-list-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is what the committed landmarks.xlsx holds (run `npm run landmarks:sheet -w server` after editing it)', () => {
    const book = XLSX.read(readFileSync(path.join(LANDMARK_DATA, 'landmarks.xlsx')));
    const committed = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    const places = readPlaces(LANDMARK_LIST);
    expect(places).toHaveLength(48);
    expect(committed).toEqual(landmarkSheetRows(places));
  });

  it('refuses a line that does not fit its columns', () => {
    const [columns, first] = readFileSync(LANDMARK_LIST, 'utf8').split('\n');
    const file = path.join(scratch, 'landmarks.tsv');
    writeFileSync(file, `${columns}\n${first}\n${first!.replace('\t', ' ')}\n`);
    expect(() => readPlaces(file)).toThrow(`${file}:3:`);
    writeFileSync(file, `${columns}\n${first!.replace(/\t[\d.]+\t/, '\tnorth\t')}\n`);
    expect(() => readPlaces(file)).toThrow(`${file}:2:`);
    writeFileSync(file, `name\tplace\n`);
    expect(() => readPlaces(file)).toThrow('the first line must be');
  });
});
