import { describe, expect, it } from 'vitest';
import { maskName } from './public-names';

describe('maskName (spec §9 board author)', () => {
  it.each([
    ['김', '김'],
    ['김철', '김철'],
    [' 김쉼 ', '김쉼'],
    ['홍길동', '홍*동'],
    ['남궁민수아', '남***아'],
    ['John Smith', 'J********h'],
    ['  이몽룡 ', '이*룡'],
    ['😀가나', '😀*나'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
