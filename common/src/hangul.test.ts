import { describe, expect, it } from 'vitest';
import {
  hangulInitials,
  hangulJamo,
  isInitialsOnly,
  partialSyllablePattern,
  placeKey,
  stripPlaceSuffix,
} from './hangul';
import { parsePlaceId, placeId } from './places';

const matches = (pattern: string | null, text: string) => pattern !== null && new RegExp(pattern).test(text);

describe('hangul', () => {
  it('keys names without spaces and punctuation', () => {
    expect(placeKey(' 하늘채 호텔·해운대 (본점) ')).toBe('하늘채호텔해운대본점');
    expect(placeKey('N서울타워')).toBe('n서울타워');
  });

  it('reads initials and jamo', () => {
    expect(hangulInitials('하늘채 1호')).toBe('ㅎㄴㅊ 1ㅎ');
    expect(hangulJamo('해운대')).toBe('ㅎㅐㅇㅜㄴㄷㅐ');
    expect(hangulJamo('닭')).toBe('ㄷㅏㄺ');
    expect(isInitialsOnly('ㅎㄴㅊ')).toBe(true);
    expect(isInitialsOnly('ㅎㄴ채')).toBe(false);
  });

  it('strips one suffix unless a single character would be left', () => {
    expect(stripPlaceSuffix('해운대구')).toBe('해운대');
    expect(stripPlaceSuffix('부산광역시')).toBe('부산');
    expect(stripPlaceSuffix('강남역')).toBe('강남');
    expect(stripPlaceSuffix('중구')).toBe('중구');
  });

  it('matches what an unfinished last syllable may become', () => {
    expect(matches(partialSyllablePattern('해운ㄷ'), '해운대구')).toBe(true);
    expect(matches(partialSyllablePattern('해운ㄷ'), '해운정')).toBe(false);
    expect(matches(partialSyllablePattern('하느'), '하늘채')).toBe(true);
    // `한` on the way to 하늘: its final may start the next syllable.
    expect(matches(partialSyllablePattern('한'), '하늘채')).toBe(true);
    expect(matches(partialSyllablePattern('한'), '한강')).toBe(true);
    expect(matches(partialSyllablePattern('한'), '하루')).toBe(false);
    expect(partialSyllablePattern('abc')).toBeNull();
  });

  it('parses place ids', () => {
    expect(parsePlaceId('sigungu:26350')).toEqual({ kind: 'SIGUNGU', key: '26350' });
    expect(parsePlaceId(placeId('STATION', 'S2602-0203'))).toEqual({ kind: 'STATION', key: 'S2602-0203' });
    expect(parsePlaceId('lodging:0')).toBeNull();
    expect(parsePlaceId('city:1')).toBeNull();
    expect(parsePlaceId('landmark:1; drop')).toBeNull();
    expect(parsePlaceId(null)).toBeNull();
  });
});
