import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { LodgingType } from '@shim/common/lodging';
import { Random } from './random';

/**
 * Demo photos drawn as SVG and rendered to JPEG with sharp: skylines, seas, hanok roofs, bedrooms.
 * No text is drawn: the machines this runs on often lack Korean fonts (they would render as boxes).
 */
export type Artwork =
  | { kind: 'exterior'; type: LodgingType; coastal: boolean; seed: number }
  | { kind: 'scene'; type: LodgingType; coastal: boolean; seed: number }
  | { kind: 'room'; capacity: number; seed: number }
  | { kind: 'landmark'; category: string; seed: number };

const W = 960;
const H = 640;

const SKIES = [
  ['#8ecae6', '#e0f4ff'],
  ['#f7b267', '#f4845f'],
  ['#23395b', '#406e8e'],
  ['#a2d2ff', '#ffafcc'],
  ['#cdb4db', '#ffc8dd'],
  ['#90e0ef', '#caf0f8'],
] as const;
const WALLS = ['#f1e3d3', '#e9edc9', '#fefae0', '#dde5b6', '#edf2f4', '#f8edeb', '#e2ece9'];
const ACCENTS = ['#2a9d8f', '#e76f51', '#264653', '#6d597a', '#b56576', '#355070', '#bc6c25', '#588157'];

export function svgOf(art: Artwork): string {
  const rng = new Random(art.seed);
  const body =
    art.kind === 'room'
      ? room(rng, art.capacity)
      : art.kind === 'landmark'
        ? landmark(rng, art.category)
        : art.kind === 'scene'
          ? scene(rng, art.type, art.coastal)
          : exterior(rng, art.type, art.coastal);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** Renders the artworks to JPEG files, a few at a time (sharp itself uses the cores). */
export async function renderAll(jobs: Array<{ file: string; art: Artwork }>, concurrency = 4): Promise<void> {
  await Promise.all(
    [...new Set(jobs.map((job) => path.dirname(job.file)))].map((dir) => mkdir(dir, { recursive: true })),
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await sharp(Buffer.from(svgOf(job.art)))
        .jpeg({ quality: 80 })
        .toFile(job.file);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function sky(rng: Random, night = false): string {
  const [top, bottom] = night ? SKIES[2] : rng.pick(SKIES);
  const sunX = rng.int(120, 840);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#013a63"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="${rng.int(90, 190)}" r="${rng.int(40, 70)}" fill="${night ? '#f1faee' : '#fff3b0'}" opacity="0.9"/>`;
}

const sea = (y: number) =>
  `<path d="M0 ${y} Q ${W / 4} ${y - 30} ${W / 2} ${y} T ${W} ${y} V${H} H0Z" fill="url(#sea)"/>` +
  `<path d="M0 ${y + 40} Q ${W / 4} ${y + 25} ${W / 2} ${y + 40} T ${W} ${y + 40}" stroke="#caf0f8" stroke-width="3" fill="none" opacity="0.5"/>`;

const hills = (rng: Random, y: number, color: string) =>
  `<path d="M0 ${y} Q ${rng.int(100, 300)} ${y - rng.int(60, 160)} ${rng.int(380, 520)} ${y - 20} T ${W} ${y - rng.int(20, 120)} V${H} H0Z" fill="${color}"/>`;

function windows(rng: Random, x: number, y: number, w: number, h: number, lit: boolean): string {
  let out = '';
  for (let wy = y + 14; wy < y + h - 24; wy += 26)
    for (let wx = x + 10; wx < x + w - 16; wx += 22)
      out += `<rect x="${wx}" y="${wy}" width="12" height="16" fill="${lit && rng.chance(0.6) ? '#ffd166' : '#cfe8f3'}" opacity="0.9"/>`;
  return out;
}

function tower(rng: Random, x: number, w: number, h: number, ground: number, lit: boolean): string {
  const color = rng.pick(['#264653', '#3d5a80', '#4a4e69', '#5c677d', '#22333b']);
  return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${color}"/>${windows(rng, x, ground - h, w, h, lit)}`;
}

function hanokRoof(x: number, y: number, w: number, color = '#3a3a3a'): string {
  return `<path d="M${x - 40} ${y + 30} Q ${x + w / 2} ${y - 10} ${x + w + 40} ${y + 30} L ${x + w + 10} ${y + 40} Q ${x + w / 2} ${y + 18} ${x - 10} ${y + 40} Z" fill="${color}"/>
<rect x="${x}" y="${y + 38}" width="${w}" height="90" fill="#f1e3d3"/><rect x="${x}" y="${y + 38}" width="${w}" height="10" fill="#8d5524"/>
${[0.15, 0.5, 0.85].map((f) => `<rect x="${x + w * f - 5}" y="${y + 40}" width="10" height="88" fill="#7f4f24"/>`).join('')}
<rect x="${x + w * 0.22}" y="${y + 62}" width="${w * 0.2}" height="46" fill="#fff8e7" stroke="#7f4f24" stroke-width="3"/>
<rect x="${x + w * 0.58}" y="${y + 62}" width="${w * 0.2}" height="46" fill="#fff8e7" stroke="#7f4f24" stroke-width="3"/>
<rect x="${x - 20}" y="${y + 128}" width="${w + 40}" height="16" fill="#a68a64"/>`;
}

function exterior(rng: Random, type: LodgingType, coastal: boolean): string {
  const night = type === 'MOTEL' || rng.chance(0.15);
  let out = sky(rng, night);
  const ground = 520;
  if (type === 'HANOK') {
    out += hills(rng, 420, '#6a994e') + hills(rng, 470, '#386641');
    out += `<rect y="500" width="${W}" height="${H - 500}" fill="#d4a373"/>`;
    out += hanokRoof(rng.int(160, 260), 330, rng.int(380, 480));
    return out;
  }
  if (coastal) out += sea(ground - 90) + `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#e9c46a"/>`;
  else
    out += hills(rng, ground, '#95d5b2') + `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#74c69d"/>`;
  if (type === 'PENSION' || type === 'GUESTHOUSE') {
    const count = type === 'GUESTHOUSE' ? 3 : 2;
    for (let i = 0; i < count; i++) {
      const x = 140 + i * (640 / count) + rng.int(-20, 20);
      const w = rng.int(150, 200);
      const roof = rng.pick(ACCENTS);
      out += `<rect x="${x}" y="${ground - 130}" width="${w}" height="130" fill="${rng.pick(WALLS)}"/>`;
      out += `<path d="M${x - 20} ${ground - 128} L${x + w / 2} ${ground - 210} L${x + w + 20} ${ground - 128}Z" fill="${roof}"/>`;
      out += `<rect x="${x + w / 2 - 20}" y="${ground - 70}" width="40" height="70" fill="#6f4e37"/>`;
      out += `<rect x="${x + 16}" y="${ground - 105}" width="36" height="30" fill="#cfe8f3"/>`;
    }
    if (type === 'PENSION')
      out += `<rect x="300" y="${ground + 20}" width="360" height="60" rx="18" fill="#48cae4" stroke="#f8f9fa" stroke-width="8"/>`;
    return out;
  }
  if (type === 'RESORT') {
    out += `<rect x="180" y="${ground - 150}" width="600" height="150" fill="#f8f9fa"/>`;
    for (let i = 0; i < 5; i++)
      out += `<rect x="${210 + i * 115}" y="${ground - 130}" width="80" height="40" fill="#90e0ef"/>`;
    out += `<rect x="160" y="${ground - 165}" width="640" height="18" fill="${rng.pick(ACCENTS)}"/>`;
    for (const x of [100, 860]) {
      out += `<rect x="${x}" y="${ground - 190}" width="12" height="190" fill="#7f5539"/>`;
      out += `<ellipse cx="${x + 6}" cy="${ground - 195}" rx="70" ry="22" fill="#2d6a4f"/>`;
    }
    return out;
  }
  // Hotels, tourist hotels and motels: a skyline, the lodging itself in front.
  for (let x = 0; x < W; x += rng.int(70, 120)) out += tower(rng, x, rng.int(50, 90), rng.int(100, 260), ground, night);
  const mainW = rng.int(170, 240);
  const mainX = rng.int(300, 560);
  out += tower(rng, mainX, mainW, type === 'MOTEL' ? 260 : rng.int(320, 400), ground, night);
  if (type === 'MOTEL')
    out += `<rect x="${mainX + 20}" y="${ground - 300}" width="${mainW - 40}" height="34" rx="8" fill="#ff006e" opacity="0.85"/>`;
  return out;
}

function scene(rng: Random, type: LodgingType, coastal: boolean): string {
  const variant = rng.int(0, 2);
  if (variant === 0 && (coastal || type === 'RESORT' || type === 'PENSION')) {
    return `${sky(rng)}${sea(400)}<rect y="520" width="${W}" height="120" fill="#e9c46a"/>
<rect x="${rng.int(100, 600)}" y="470" width="160" height="20" fill="${rng.pick(ACCENTS)}"/>`;
  }
  if (variant === 1) {
    // Lobby or lounge: a wall, a long window and a sofa.
    const wall = rng.pick(WALLS);
    return `<rect width="${W}" height="${H}" fill="${wall}"/><rect x="80" y="80" width="800" height="280" fill="#a9d6e5"/>
${hills(rng, 360, '#52b788').replace(`V${H} H0Z`, 'V360 H0Z')}
<rect x="80" y="80" width="800" height="280" fill="none" stroke="#6c584c" stroke-width="14"/>
<rect y="470" width="${W}" height="170" fill="#b08968"/><rect x="220" y="400" width="520" height="90" rx="20" fill="${rng.pick(ACCENTS)}"/>
<rect x="200" y="440" width="560" height="60" rx="20" fill="${rng.pick(ACCENTS)}" opacity="0.85"/>`;
  }
  // Garden, pool or courtyard.
  const pool = type !== 'HANOK' && rng.chance(0.6);
  return `${sky(rng)}${hills(rng, 380, '#74c69d')}<rect y="380" width="${W}" height="260" fill="#95d5b2"/>
${pool ? `<rect x="200" y="430" width="560" height="150" rx="30" fill="#48cae4" stroke="#fff" stroke-width="10"/>` : hanokRoof(300, 250, 360)}`;
}

function room(rng: Random, capacity: number): string {
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  const beds = capacity >= 4 ? 2 : 1;
  const windowX = rng.int(560, 680);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="440" width="${W}" height="200" fill="#c9ada7"/>
<rect x="${windowX}" y="90" width="220" height="200" fill="#bde0fe" stroke="#f8f9fa" stroke-width="12"/>
<line x1="${windowX + 110}" y1="90" x2="${windowX + 110}" y2="290" stroke="#f8f9fa" stroke-width="6"/>`;
  for (let i = 0; i < beds; i++) {
    const x = 90 + i * 250;
    const w = beds === 1 ? 420 : 220;
    out += `<rect x="${x}" y="300" width="${w}" height="40" rx="10" fill="#6c584c"/>
<rect x="${x}" y="330" width="${w}" height="140" rx="14" fill="#ffffff"/>
<rect x="${x}" y="400" width="${w}" height="70" rx="10" fill="${accent}"/>
<rect x="${x + 20}" y="310" width="${w / 2 - 30}" height="40" rx="14" fill="#f8f9fa" stroke="#dee2e6"/>
<rect x="${x + w / 2 + 10}" y="310" width="${w / 2 - 30}" height="40" rx="14" fill="#f8f9fa" stroke="#dee2e6"/>`;
  }
  out += `<rect x="40" y="350" width="40" height="90" fill="#a98467"/><circle cx="60" cy="320" r="26" fill="#ffd166" opacity="0.9"/>`;
  return out;
}

function landmark(rng: Random, category: string): string {
  if (/자연|해변|바다|섬/.test(category)) return `${sky(rng)}${hills(rng, 380, '#40916c')}${sea(430)}`;
  if (/산|공원/.test(category)) return `${sky(rng)}${hills(rng, 340, '#52b788')}${hills(rng, 430, '#2d6a4f')}`;
  if (/역사|궁|사찰|문화/.test(category))
    return `${sky(rng)}${hills(rng, 420, '#74c69d')}<rect y="500" width="${W}" height="140" fill="#d4a373"/>${hanokRoof(240, 300, 480, '#2b2d42')}`;
  let out = `${sky(rng, rng.chance(0.4))}`;
  for (let x = 0; x < W; x += rng.int(60, 110)) out += tower(rng, x, rng.int(50, 90), rng.int(120, 330), 560, false);
  return out + `<rect y="560" width="${W}" height="80" fill="#6c757d"/>`;
}
