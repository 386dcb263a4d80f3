/**
 * Draws the three heritage pictures (common/src/heritage.ts) with the demo artwork and writes them as
 * SVG to client/public/heritage-art, committed: the heritage pages show them without demo data.
 *   npm run heritage:art -w server
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HERITAGE } from '@shim/common/heritage';
import { svgOf } from '../seeds/artwork';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../client/public/heritage-art');
mkdirSync(folder, { recursive: true });
const categories: Record<number, string> = { 1: '사찰', 2: '사찰', 3: '역사' };
for (const item of HERITAGE) {
  writeFileSync(
    path.join(folder, `${item.id}.svg`),
    `${svgOf({ kind: 'landmark', category: categories[item.id] ?? '역사', seed: 900 + item.id * 13 })}\n`,
  );
}
console.log(`wrote ${HERITAGE.length} pictures to ${path.relative(process.cwd(), folder)}`);
