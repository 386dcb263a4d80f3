import { placeKey, stripPlaceSuffix } from '@shim/common/hangul';
import { romanizePlace } from '@shim/common/romanize';
import type { PlaceRow } from './place-data';

/** A place's names in the translated locales; English is its romanised name unless given. */
export type PlaceTranslations = Partial<Record<'en' | 'ja' | 'zh-Hans', { name: string }>>;

/** The names visitors from Japan and China know the main destinations by, by the place's label. */
export const PLACE_TRANSLATIONS: Record<string, PlaceTranslations> = {
  서울특별시: { ja: { name: 'ソウル' }, 'zh-Hans': { name: '首尔' } },
  부산광역시: { ja: { name: '釜山' }, 'zh-Hans': { name: '釜山' } },
  인천광역시: { ja: { name: '仁川' }, 'zh-Hans': { name: '仁川' } },
  제주특별자치도: { en: { name: 'Jeju' }, ja: { name: '済州' }, 'zh-Hans': { name: '济州' } },
  '부산광역시 해운대구': { ja: { name: '海雲台' }, 'zh-Hans': { name: '海云台' } },
  '서울특별시 강남구': { ja: { name: '江南' }, 'zh-Hans': { name: '江南' } },
  '서울특별시 종로구': { ja: { name: '鍾路' }, 'zh-Hans': { name: '钟路' } },
  '서울특별시 마포구': { ja: { name: '麻浦' }, 'zh-Hans': { name: '麻浦' } },
  '서울특별시 중구': { ja: { name: '明洞・中区' }, 'zh-Hans': { name: '明洞・中区' } },
  '경상북도 경주시': { ja: { name: '慶州' }, 'zh-Hans': { name: '庆州' } },
  '제주특별자치도 제주시': { ja: { name: '済州市' }, 'zh-Hans': { name: '济州市' } },
  '제주특별자치도 서귀포시': { ja: { name: '西帰浦' }, 'zh-Hans': { name: '西归浦' } },
  '강원특별자치도 강릉시': { ja: { name: '江陵' }, 'zh-Hans': { name: '江陵' } },
  '강원특별자치도 속초시': { ja: { name: '束草' }, 'zh-Hans': { name: '束草' } },
  '전북특별자치도 전주시': { ja: { name: '全州' }, 'zh-Hans': { name: '全州' } },
};

/**
 * The keys a place also matches by in other scripts: its romanised name with and without its suffix
 * (`haeundaegu`, `haeundae`), and its translated names (`海雲台`). Added after the Korean keys.
 */
export function foreignKeys(row: Pick<PlaceRow, 'name' | 'label' | 'kind'>): string[] {
  const name = row.kind === 'STATION' ? row.name : row.name.split(' ').at(-1)!;
  const stem = stripPlaceSuffix(placeKey(name));
  const translated = Object.values(PLACE_TRANSLATIONS[row.label] ?? {}).map((t) => placeKey(t.name));
  const keys = [placeKey(romanizePlace(name)), placeKey(romanizePlace(stem)), ...translated];
  return [...new Set(keys.filter((key) => key.length > 0))];
}
