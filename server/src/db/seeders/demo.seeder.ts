import type { EntityManager } from '@mikro-orm/postgresql';
import { regionOf, type LodgingType } from '@shim/common/lodging';
import { hashPassword } from '../../platform/auth/passwords';
import { Hotel } from '../../modules/hotels/hotel.entity';
import { Service } from '../../modules/hotels/service.entity';
import { Room } from '../../modules/rooms/room.entity';
import { extendInventory } from '../../modules/rooms/inventory.service';
import { User } from '../../modules/users/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export const DEMO_SERVICES = [
  '무료 Wi-Fi',
  '주차 가능',
  '조식 제공',
  '수영장',
  '피트니스',
  '레스토랑',
  '스파',
  '바비큐',
  '반려동물 동반',
  '공항 셔틀',
  '라운지',
  '노래방',
];

interface DemoHotel {
  name: string;
  type: LodgingType;
  star?: number;
  address: string;
  latitude: number;
  longitude: number;
  info: string;
  services: number[];
  rooms: Array<{ name: string; capacity: number; basePrice: number; unitCount: number }>;
}

/** A few lodgings owned by the demo manager, so every role has something to see from the first start. */
const DEMO_HOTELS: DemoHotel[] = [
  {
    name: '쉼 서울 강남 호텔',
    type: 'HOTEL',
    star: 5,
    address: '서울특별시 강남구 테헤란로 152',
    latitude: 37.5006,
    longitude: 127.0366,
    info: '강남역과 역삼역 사이, 비즈니스와 쇼핑 모두 편리한 5성급 호텔입니다.',
    services: [0, 1, 2, 4, 5, 10],
    rooms: [
      { name: '디럭스 더블', capacity: 2, basePrice: 180000, unitCount: 10 },
      { name: '프리미어 트윈', capacity: 3, basePrice: 230000, unitCount: 6 },
      { name: '이그제큐티브 스위트', capacity: 4, basePrice: 420000, unitCount: 2 },
    ],
  },
  {
    name: '해운대 오션 리조트',
    type: 'RESORT',
    address: '부산광역시 해운대구 해운대해변로 264',
    latitude: 35.1587,
    longitude: 129.1604,
    info: '해운대 해변이 한눈에 보이는 오션뷰 리조트입니다.',
    services: [0, 1, 2, 3, 6],
    rooms: [
      { name: '오션뷰 스탠다드', capacity: 2, basePrice: 150000, unitCount: 8 },
      { name: '패밀리 스위트', capacity: 5, basePrice: 290000, unitCount: 3 },
    ],
  },
  {
    name: '제주 돌담 펜션',
    type: 'PENSION',
    address: '제주특별자치도 제주시 애월읍 애월해안로 272',
    latitude: 33.4628,
    longitude: 126.3094,
    info: '애월 바다 앞 돌담 마당이 있는 독채 펜션, 바비큐를 즐길 수 있습니다.',
    services: [0, 1, 7, 8],
    rooms: [
      { name: '독채 A동', capacity: 4, basePrice: 160000, unitCount: 1 },
      { name: '독채 B동', capacity: 6, basePrice: 210000, unitCount: 1 },
    ],
  },
  {
    name: '강릉 솔향 한옥',
    type: 'HANOK',
    address: '강원특별자치도 강릉시 율곡로3139번길 24',
    latitude: 37.7797,
    longitude: 128.8785,
    info: '오죽헌 인근의 전통 한옥 스테이, 온돌방에서 쉬어 가세요.',
    services: [0, 1, 2],
    rooms: [
      { name: '온돌방', capacity: 2, basePrice: 120000, unitCount: 3 },
      { name: '사랑채', capacity: 4, basePrice: 190000, unitCount: 1 },
    ],
  },
];

/** True when the database has no accounts yet: the demo set is written only into an empty database. */
export async function isEmpty(em: EntityManager): Promise<boolean> {
  return (await em.count(User, {})) === 0;
}

export async function seedDemo(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const users = DEMO_ACCOUNTS.map((account) => tx.create(User, { ...account, passwordHash }));
    const manager = users.find((user) => user.role === 'ROLE_MANAGER')!;
    const services = DEMO_SERVICES.map((name) => tx.create(Service, { name }));
    for (const demo of DEMO_HOTELS) {
      const hotel = tx.create(Hotel, {
        name: demo.name,
        type: demo.type,
        star: demo.star ?? null,
        address: demo.address,
        region: regionOf(demo.address),
        latitude: demo.latitude,
        longitude: demo.longitude,
        info: demo.info,
        status: 'APPROVED',
        manager,
      });
      hotel.services.set(demo.services.map((index) => services[index]!));
      for (const room of demo.rooms) tx.create(Room, { ...room, hotel });
    }
    await tx.flush();
    await extendInventory(tx);
  });
}
