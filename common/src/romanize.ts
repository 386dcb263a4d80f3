/**
 * Revised Romanization of Korean (국어의 로마자 표기법, 2000) for names: syllables split into jamo, the sound
 * changes of its §1 that spelling shows (liaison, nasalisation, ㄹ→ㄴ, lateralisation, palatalisation, ㅎ
 * aspiration after a final ㅎ), tensing not shown, no aspiration of ㄱ/ㄷ/ㅂ + ㅎ (nouns keep them: 묵호 Mukho).
 * Anything that is not Hangul is kept as it is. docs/decisions/i18n-content.md lists the rules.
 */
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/** Initials ㄱ…ㅎ (19), as they sound before a vowel. */
const INITIAL = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
/** Medials ㅏ…ㅣ (21); ㅢ is always `ui` (희 hui). */
const MEDIAL = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i',
];
/** Finals 1..27 (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ) before a pause. */
const FINAL = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

// Initial indexes.
const I = { g: 0, n: 2, d: 3, r: 5, m: 6, b: 7, s: 9, o: 11, j: 12, ch: 14, k: 15, t: 16, p: 17, h: 18 } as const;
// Final indexes.
const F = {
  g: 1,
  gg: 2,
  gs: 3,
  n: 4,
  nj: 5,
  nh: 6,
  d: 7,
  l: 8,
  lg: 9,
  lm: 10,
  lb: 11,
  ls: 12,
  lt: 13,
  lp: 14,
  lh: 15,
  m: 16,
  b: 17,
  bs: 18,
  s: 19,
  ss: 20,
  ng: 21,
  j: 22,
  ch: 23,
  k: 24,
  t: 25,
  p: 26,
  h: 27,
} as const;

/** What a final becomes before a vowel (liaison): [what stays, initial index it becomes] (한국어 Hangugeo). */
const LIAISON: Record<number, [string, number]> = {
  [F.g]: ['', I.g],
  [F.gg]: ['', 1],
  [F.gs]: ['k', I.s],
  [F.n]: ['', I.n],
  [F.nj]: ['n', I.j],
  [F.nh]: ['', I.n],
  [F.d]: ['', I.d],
  [F.l]: ['', I.r],
  [F.lg]: ['l', I.g],
  [F.lm]: ['l', I.m],
  [F.lb]: ['l', I.b],
  [F.ls]: ['l', I.s],
  [F.lt]: ['l', I.t],
  [F.lp]: ['l', I.p],
  [F.lh]: ['', I.r],
  [F.m]: ['', I.m],
  [F.b]: ['', I.b],
  [F.bs]: ['p', I.s],
  [F.s]: ['', I.s],
  [F.ss]: ['', 10],
  [F.j]: ['', I.j],
  [F.ch]: ['', I.ch],
  [F.k]: ['', I.k],
  [F.t]: ['', I.t],
  [F.p]: ['', I.p],
  [F.h]: ['', I.o],
};

const K_FINALS: number[] = [F.g, F.gg, F.gs, F.k, F.lg];
const T_FINALS: number[] = [F.d, F.s, F.ss, F.j, F.ch, F.t, F.h];
const P_FINALS: number[] = [F.b, F.p, F.bs, F.lp];

interface Jamo {
  initial: number;
  medial: number;
  final: number;
}

const isSyllable = (code: number) => code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;

function jamoOf(ch: string): Jamo | null {
  const code = ch.codePointAt(0)!;
  if (!isSyllable(code)) return null;
  const offset = code - SYLLABLE_FIRST;
  return { initial: Math.floor(offset / 588), medial: Math.floor((offset % 588) / 28), final: offset % 28 };
}

/**
 * How a final and the next initial sound together: [the final's letters, the initial's letters]. Applied in the
 * order of the standard pronunciation: liaison, ㄹ after other finals → ㄴ, then nasalisation, then ㄴㄹ/ㄹㄴ → ll.
 */
function junction(final: number, next: Jamo): [string, string] {
  let initial = next.initial;
  if (final === 0) return ['', INITIAL[initial]!];
  if (initial === I.o) {
    // ㄷ/ㅌ before 이 palatalise (굳이 guji, 같이 gachi).
    if (next.medial === 20 && final === F.d) return ['', 'j'];
    if (next.medial === 20 && final === F.t) return ['', 'ch'];
    if (final === F.ng) return ['ng', ''];
    const [stays, becomes] = LIAISON[final]!;
    return [stays, INITIAL[becomes]!];
  }
  // A final ㅎ aspirates the next ㄱ/ㄷ/ㅈ (좋고 joko); before ㄴ it is ㄴ (놓는 nonneun).
  if (final === F.h || final === F.nh || final === F.lh) {
    const stays = final === F.h ? '' : final === F.nh ? 'n' : 'l';
    if (initial === I.g) return [stays, 'k'];
    if (initial === I.d) return [stays, 't'];
    if (initial === I.j) return [stays, 'ch'];
    if (initial === I.s) return [stays, 'ss'];
  }
  let sound = FINAL[final]!;
  // ㄹ after a final other than ㄴ/ㄹ is ㄴ (종로 Jongno, 독립 → 동닙).
  if (initial === I.r && sound !== 'n' && sound !== 'l') initial = I.n;
  if (initial === I.n || initial === I.m) {
    if (K_FINALS.includes(final)) sound = 'ng';
    else if (T_FINALS.includes(final)) sound = 'n';
    else if (P_FINALS.includes(final)) sound = 'm';
  }
  // ㄴㄹ, ㄹㄴ, ㄹㄹ → ll (신라 Silla, 설날 Seollal, 울릉 Ulleung).
  if ((sound === 'n' && initial === I.r) || (sound === 'l' && (initial === I.n || initial === I.r))) return ['l', 'l'];
  if (sound === 'l' && initial === I.r) return ['l', 'l'];
  return [sound, INITIAL[initial]!];
}

/** A run of Hangul syllables romanised as one word, sound changes applied between its syllables; lower case. */
function romanizeRun(run: Jamo[]): string {
  let out = '';
  let pendingInitial = INITIAL[run[0]!.initial]!;
  run.forEach((syllable, index) => {
    out += pendingInitial + MEDIAL[syllable.medial]!;
    const next = run[index + 1];
    if (!next) {
      out += FINAL[syllable.final]!;
      return;
    }
    const [finalLetters, initialLetters] = junction(syllable.final, next);
    out += finalLetters;
    pendingInitial = initialLetters;
  });
  return out;
}

/** Text in Revised Romanization, lower case: Hangul runs romanised, anything else kept (`서울 N타워` → `seoul Ntawo`). */
export function romanize(text: string): string {
  let out = '';
  let run: Jamo[] = [];
  const flush = () => {
    if (run.length > 0) out += romanizeRun(run);
    run = [];
  };
  for (const ch of text) {
    const jamo = jamoOf(ch);
    if (jamo) run.push(jamo);
    else {
      flush();
      out += ch;
    }
  }
  flush();
  return out;
}

/** Each word's first letter capitalised (after a space or the start; `-gu` stays lower case). */
export const capitalizeWords = (text: string): string =>
  text.replace(/(^|\s)([a-z])/g, (_, space, ch: string) => space + ch.toUpperCase());

/**
 * The administrative and road suffixes RR hyphenates in place names, longest first, with their romanised form;
 * the sound changes stop at the hyphen (종로구 Jongno-gu, 신라대로 Silla-daero). The metropolitan forms
 * (특별시, 광역시, 특별자치시) are left out as names say them (부산광역시 → Busan).
 */
const SUFFIXES: Array<[hangul: string, latin: string, minStem: number]> = [
  ['특별자치시', '', 1],
  ['특별자치도', '-do', 1],
  ['특별시', '', 1],
  ['광역시', '', 1],
  ['번길', 'beon-gil', 1],
  ['대로', '-daero', 1],
  ['도', '-do', 1],
  ['시', '-si', 1],
  ['군', '-gun', 1],
  ['구', '-gu', 1],
  ['읍', '-eup', 1],
  ['면', '-myeon', 1],
  ['동', '-dong', 1],
  ['가', '-ga', 1],
  ['역', ' Station', 1],
  ['로', '-ro', 1],
  ['길', '-gil', 1],
];

/** Which suffixes a word may end with: areas only, or roads too (an address's road name). */
export type PlaceWordKind = 'area' | 'road' | 'any';

const AREA_ONLY = new Set([
  '특별자치시',
  '특별자치도',
  '특별시',
  '광역시',
  '도',
  '시',
  '군',
  '구',
  '읍',
  '면',
  '동',
  '가',
  '역',
]);
const ROAD_ONLY = new Set(['번길', '대로', '로', '길']);

/** Provinces' stems: only these take `-do` (여의도, 강화도 are islands: Yeouido, Ganghwado). */
const PROVINCE_STEMS = new Set(['경기', '강원', '충청북', '충청남', '전라북', '전라남', '경상북', '경상남', '제주']);

/** Whether a suffix is one here: `도` of a province, `가` after a number (종로1가), not `입구` (an entrance). */
function suffixFits(suffix: string, stem: string): boolean {
  if (suffix === '도') return PROVINCE_STEMS.has(stem);
  if (suffix === '가') return /\d$/.test(stem);
  if (suffix === '구') return !stem.endsWith('입');
  return true;
}

/** One word of a place name with its suffix split off and hyphenated; null suffix when it has none. */
export function romanizePlaceWord(word: string, kind: PlaceWordKind = 'area'): string {
  const syllables = [...word].filter((ch) => jamoOf(ch)).length;
  if (syllables === 0) return word;
  for (const [hangul, latin, minStem] of SUFFIXES) {
    if (kind === 'area' && !AREA_ONLY.has(hangul)) continue;
    if (kind === 'road' && !ROAD_ONLY.has(hangul)) continue;
    if (!word.endsWith(hangul)) continue;
    const stem = word.slice(0, -hangul.length);
    const stemSyllables = [...stem].filter((ch) => jamoOf(ch)).length;
    if (stemSyllables < minStem || !suffixFits(hangul, stem)) continue;
    // `창해로14번길` → `Changhae-ro 14beon-gil`, `강남대로94길` → `Gangnam-daero 94-gil`, `종로1가` → `Jongno 1-ga`.
    const numbered = /^(.*?)(\d+)$/.exec(stem);
    if (numbered && numbered[1]) {
      const head = romanizePlaceWord(numbered[1], kind === 'area' ? 'area' : 'any');
      return `${head} ${numbered[2]}${latin}`;
    }
    return capitalizeWords(romanizeCompound(stem)) + latin;
  }
  return capitalizeWords(romanizeCompound(word));
}

/** Common nouns that end place names as a word of their own: no sound change into them (한옥마을 Hanokmaeul). */
const PLACE_NOUNS = ['해수욕장', '마을', '시장', '공원', '거리', '해변', '대교', '타워', '호수', '광장'];

function romanizeCompound(word: string): string {
  const noun = PLACE_NOUNS.find((candidate) => word.endsWith(candidate) && word.length > candidate.length);
  return noun ? romanizeCompound(word.slice(0, -noun.length)) + romanize(noun) : romanize(word);
}

/**
 * A place name in Revised Romanization as signs write it: each word capitalised, administrative suffixes
 * hyphenated. `해운대` → Haeundae, `강남구` → Gangnam-gu, `부산광역시` → Busan, `전주 한옥마을` → Jeonju Hanokmaeul.
 */
export function romanizePlace(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => romanizePlaceWord(word, 'area'))
    .join(' ');
}
