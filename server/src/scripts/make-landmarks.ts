/**
 * Writes server/data/landmarks.xlsx from the landmark list server/data/landmarks.tsv (landmark-list.ts). Run
 * again after editing the list:
 *   npm run landmarks:sheet -w server
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { LANDMARK_DATA, LANDMARK_LIST, landmarkSheetRows, readPlaces } from './landmark-list';

const places = readPlaces(LANDMARK_LIST);
const sheet = XLSX.utils.aoa_to_sheet(landmarkSheetRows(places));
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, 'landmarks');
const file = path.join(LANDMARK_DATA, 'landmarks.xlsx');
// Written as a buffer: the ESM build of xlsx has no file system of its own.
writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
console.log(`wrote ${places.length} landmarks to ${path.relative(process.cwd(), file)}`);
