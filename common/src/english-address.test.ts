import { describe, expect, it } from 'vitest';
import { englishAddress } from './english-address';

describe('englishAddress', () => {
  it.each([
    ['부산광역시 해운대구 해운대해변로 264', '264 Haeundaehaebyeon-ro, Haeundae-gu, Busan'],
    ['서울특별시 중구 세종대로 99', '99 Sejong-daero, Jung-gu, Seoul'],
    ['경기도 수원시 팔달구 정조로 825', '825 Jeongjo-ro, Paldal-gu, Suwon-si, Gyeonggi-do'],
    ['제주특별자치도 서귀포시 중문관광로72번길 75', '75 Jungmungwangwang-ro 72beon-gil, Seogwipo-si, Jeju-do'],
    ['제주특별자치도 서귀포시 중문관광로 72번길 75', '75 Jungmungwangwang-ro 72beon-gil, Seogwipo-si, Jeju-do'],
    ['강원특별자치도 강릉시 창해로14번길 20-1', '20-1 Changhae-ro 14beon-gil, Gangneung-si, Gangwon-do'],
    ['서울 강남구 강남대로94길 9', '9 Gangnam-daero 94-gil, Gangnam-gu, Seoul'],
    ['경북 경주시 보문로 424', '424 Bomun-ro, Gyeongju-si, Gyeongsangbuk-do'],
    ['서울특별시 종로구 삼일대로 30 (인사동)', '30 Samil-daero, Jongno-gu, Seoul'],
    ['서울특별시 강남구 테헤란로 10 3층', '3F, 10 Teheran-ro, Gangnam-gu, Seoul'],
  ])('road address %s', (korean, english) => {
    expect(englishAddress(korean)).toBe(english);
  });

  it('lot addresses: the 동 or 리 carries the number', () => {
    expect(englishAddress('부산광역시 해운대구 우동 1411-1')).toBe('1411-1 U-dong, Haeundae-gu, Busan');
    expect(englishAddress('경기도 가평군 청평면 대성리 123')).toBe(
      '123 Daeseong-ri, Cheongpyeong-myeon, Gapyeong-gun, Gyeonggi-do',
    );
  });

  it('leaves an address without Hangul as it is', () => {
    expect(englishAddress(' 264 Haeundaehaebyeon-ro ')).toBe('264 Haeundaehaebyeon-ro');
  });
});
