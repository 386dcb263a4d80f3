import { describe, expect, it } from 'vitest';
import { romanize, romanizePlace } from './romanize';

describe('romanizePlace', () => {
  it.each([
    ['해운대', 'Haeundae'],
    ['부산', 'Busan'],
    ['제주', 'Jeju'],
    ['강남구', 'Gangnam-gu'],
    ['경복궁', 'Gyeongbokgung'],
    ['속초', 'Sokcho'],
    ['전주 한옥마을', 'Jeonju Hanokmaeul'],
    ['서울특별시', 'Seoul'],
    ['부산광역시', 'Busan'],
    ['세종특별자치시', 'Sejong'],
    ['경기도', 'Gyeonggi-do'],
    ['제주특별자치도', 'Jeju-do'],
    ['충청북도', 'Chungcheongbuk-do'],
    ['명동', 'Myeong-dong'],
    ['종로1가', 'Jongno 1-ga'],
    ['여의도', 'Yeouido'],
    ['홍대입구', 'Hongdaeipgu'],
  ])('%s → %s', (name, latin) => {
    expect(romanizePlace(name)).toBe(latin);
  });

  it.each([
    ['신라', 'Silla'], // ㄴㄹ → ll
    ['설날', 'Seollal'], // ㄹㄴ → ll
    ['종로', 'Jongno'], // ㄹ after ㅇ → n
    ['독립문', 'Dongnimmun'], // ㄹ → n, then ㄱ/ㅂ nasalised
    ['왕십리', 'Wangsimni'],
    ['백마', 'Baengma'],
    ['대관령', 'Daegwallyeong'],
    ['한국어', 'Hangugeo'], // liaison
    ['같이', 'Gachi'], // palatalisation
    ['좋고', 'Joko'], // ㅎ aspirates
    ['묵호', 'Mukho'], // nouns keep ㄱ + ㅎ
    ['희망', 'Huimang'],
    ['강릉', 'Gangneung'],
    ['울릉도', 'Ulleungdo'],
  ])('sound changes: %s → %s', (name, latin) => {
    expect(romanizePlace(name)).toBe(latin);
  });

  it('keeps what is not Hangul', () => {
    expect(romanize('N서울타워 2')).toBe('Nseoultawo 2');
    expect(romanizePlace('Seoul')).toBe('Seoul');
  });
});
