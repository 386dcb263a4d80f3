import { describe, expect, it } from 'vitest';
import { particle, withParticle, type ParticlePair } from './josa';

// word, 을/를, 이/가, 은/는, 으로/로, 과/와, 아/야
const TABLE: Array<[string, string, string, string, string, string, string]> = [
  // 받침 있음
  ['숙소', '를', '가', '는', '로', '와', '야'],
  ['호텔', '을', '이', '은', '로', '과', '아'],
  ['객실', '을', '이', '은', '로', '과', '아'],
  ['쿠폰', '을', '이', '은', '으로', '과', '아'],
  ['김민준', '을', '이', '은', '으로', '과', '아'],
  ['서울역', '을', '이', '은', '으로', '과', '아'],
  // 받침 없음
  ['바다', '를', '가', '는', '로', '와', '야'],
  ['이수아', '를', '가', '는', '로', '와', '야'],
  // ㄹ 받침: 로, never 으로
  ['제주 올레길', '을', '이', '은', '로', '과', '아'],
  ['서울', '을', '이', '은', '로', '과', '아'],
  // digits read in Korean
  ['1', '을', '이', '은', '로', '과', '아'], // 일
  ['2', '를', '가', '는', '로', '와', '야'], // 이
  ['3', '을', '이', '은', '으로', '과', '아'], // 삼
  ['0', '을', '이', '은', '으로', '과', '아'], // 영
  ['6', '을', '이', '은', '으로', '과', '아'], // 육
  ['7', '을', '이', '은', '로', '과', '아'], // 칠
  ['9', '를', '가', '는', '로', '와', '야'], // 구
  ['10', '을', '이', '은', '으로', '과', '아'], // 십
  ['2000', '을', '이', '은', '으로', '과', '아'], // 이천
  ['주문 20261204-0012', '를', '가', '는', '로', '와', '야'], // …십이
  // latin letters by their Korean names
  ['A', '를', '가', '는', '로', '와', '야'], // 에이
  ['L', '을', '이', '은', '로', '과', '아'], // 엘
  ['R', '을', '이', '은', '로', '과', '아'], // 알
  ['M', '을', '이', '은', '으로', '과', '아'], // 엠
  ['ORD-7K', '를', '가', '는', '로', '와', '야'], // 케이
  // what trails the word is not read
  ['쉼 호텔 (본관)', '을', '이', '은', '으로', '과', '아'],
  ['"바다"', '를', '가', '는', '로', '와', '야'],
];
const PAIRS: ParticlePair[] = ['을/를', '이/가', '은/는', '으로/로', '과/와', '아/야'];

describe('Korean particles', () => {
  it.each(TABLE)('%s takes %s / %s / %s / %s / %s / %s', (word, ...expected) => {
    expect(PAIRS.map((pair) => particle(word, pair))).toEqual(expected);
  });

  it('writes the word and its particle together', () => {
    expect(withParticle('쉼 호텔', '을/를')).toBe('쉼 호텔을');
    expect(withParticle('바다 펜션', '으로/로')).toBe('바다 펜션으로');
    expect(withParticle('주문 ABC-1', '은/는')).toBe('주문 ABC-1은');
  });

  it('shows both forms when there is nothing to read (empty, symbols only)', () => {
    expect(withParticle('', '을/를')).toBe('을(를)');
    expect(withParticle('★★', '이/가')).toBe('★★이(가)');
    expect(particle('', '으로/로')).toBe('으로(로)');
  });
});
