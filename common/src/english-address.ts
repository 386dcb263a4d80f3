import { capitalizeWords, romanize, romanizePlaceWord } from './romanize';

/**
 * The short province names people write (`경북 경주시`) in their English form; the long forms romanise by rule
 * (경상북도 → Gyeongsangbuk-do, 부산광역시 → Busan).
 */
const PROVINCE_SHORT: Record<string, string> = {
  서울: 'Seoul',
  부산: 'Busan',
  대구: 'Daegu',
  인천: 'Incheon',
  광주: 'Gwangju',
  대전: 'Daejeon',
  울산: 'Ulsan',
  세종: 'Sejong',
  경기: 'Gyeonggi-do',
  강원: 'Gangwon-do',
  충북: 'Chungcheongbuk-do',
  충남: 'Chungcheongnam-do',
  전북: 'Jeonbuk-do',
  전남: 'Jeollanam-do',
  경북: 'Gyeongsangbuk-do',
  경남: 'Gyeongsangnam-do',
  제주: 'Jeju-do',
};

/** A road name ends with 로, 대로, 길 or 번길 (possibly numbered: `창해로14번길`, `강남대로94길`). */
const isRoad = (word: string) => /(로|길)$/.test(word) && !/(로|길)\d*가$/.test(word);
/** A building or lot number: `264`, `264-1`, `산 12-3` is not handled (rare for lodgings). */
const isNumber = (word: string) => /^\d+(-\d+)?(번지)?$/.test(word);

/** One area word in English: `해운대구` → Haeundae-gu, `경기도` → Gyeonggi-do, `송정리` after a 읍/면 → Songjeong-ri. */
function areaWord(word: string, index: number, previous: string | undefined): string {
  if (index === 0 && PROVINCE_SHORT[word]) return PROVINCE_SHORT[word]!;
  if (previous && /(읍|면)$/.test(previous) && word.endsWith('리') && word.length > 1) {
    return `${capitalizeWords(romanize(word.slice(0, -1)))}-ri`;
  }
  return romanizePlaceWord(word, 'area');
}

/**
 * A Korean road (or lot) address in the English form of the road-name address system: number and road first,
 * then the areas from the smallest up, commas between (`부산광역시 해운대구 해운대해변로 264` →
 * `264 Haeundaehaebyeon-ro, Haeundae-gu, Busan`). A parenthesised 동 or building name is left out; what follows
 * the number (a floor, a unit) is romanised and put first. A text with no Hangul is returned trimmed.
 */
export function englishAddress(address: string): string {
  const text = address
    .replace(/\([^)]*\)/g, ' ')
    .replace(/,/g, ' ')
    .trim();
  if (!/[가-힣]/.test(text)) return address.trim();
  // `중문관광로 72번길` written apart is one road.
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .reduce<string[]>((all, word) => {
      if (/^\d+번?길$/.test(word) && all.length > 0 && isRoad(all.at(-1)!)) all[all.length - 1] += word;
      else all.push(word);
      return all;
    }, []);
  const numberAt = words.findIndex((word, index) => index > 0 && isNumber(word));
  const streetAt = numberAt > 0 ? numberAt - 1 : words.findIndex(isRoad);
  const areas = (streetAt >= 0 ? words.slice(0, streetAt) : words).map((word, index, all) =>
    areaWord(word, index, all[index - 1]),
  );
  const parts: string[] = [];
  if (streetAt >= 0) {
    const streetWord = words[streetAt]!;
    const street = isRoad(streetWord)
      ? romanizePlaceWord(streetWord, 'road')
      : areaWord(streetWord, streetAt, words[streetAt - 1]);
    const number = numberAt > 0 ? words[numberAt]!.replace(/번지$/, '') : null;
    const rest = numberAt > 0 ? words.slice(numberAt + 1) : words.slice(streetAt + 1);
    const detail = rest.map(detailWord).join(' ');
    if (detail) parts.push(detail);
    parts.push(number ? `${number} ${street}` : street);
  }
  parts.push(...areas.reverse());
  return parts.join(', ');
}

/** What follows the number: `3층` → 3F, `101호` → Unit 101, `101동` → Bldg 101, else romanised. */
function detailWord(word: string): string {
  const floor = /^(\d+)층$/.exec(word);
  if (floor) return `${floor[1]}F`;
  const unit = /^(\d+)호$/.exec(word);
  if (unit) return `Unit ${unit[1]}`;
  const building = /^(\d+)동$/.exec(word);
  if (building) return `Bldg ${building[1]}`;
  return capitalizeWords(romanize(word));
}
