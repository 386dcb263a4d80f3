import type { ContentTranslations, TranslatedLocale } from '@shim/common/content-translations';
import type { LodgingType } from '@shim/common/lodging';

/**
 * English, Japanese and Chinese names and descriptions for some demo lodgings (hotels, resorts and guesthouses
 * in Busan and Seoul) and their room types, so the site shows translations; the others show the Korean text
 * with its romanisation. Phrases of the generated names, longest first; a name with Hangul left is not translated.
 */
type Phrases = Array<[korean: string, en: string, ja: string, zh: string]>;

const NAME_PHRASES: Phrases = [
  ['여행자의 집', "Traveler's House", '旅人の家', '旅行者之家'],
  ['느린 우체통', 'Slow Mailbox', 'スローポスト', '慢邮筒'],
  ['게스트하우스', 'Guesthouse', 'ゲストハウス', '旅舍'],
  ['그랜드 쉼', 'Grand Shim', 'グランド・シム', '格兰德休'],
  ['더 스테이', 'The Stay', 'ザ・ステイ', '斯泰'],
  ['시그니처', 'Signature', 'シグネチャー', '签名'],
  ['엘리시안', 'Elysian', 'エリシアン', '埃利西安'],
  ['블루마린', 'Blue Marine', 'ブルーマリン', '蓝色海洋'],
  ['씨사이드', 'Seaside', 'シーサイド', '海滨'],
  ['포레스트', 'Forest', 'フォレスト', '森林'],
  ['하늘채', 'Haneulchae', 'ハヌルチェ', '天空'],
  ['브릿지', 'Bridge', 'ブリッジ', '桥'],
  ['골목길', 'Alley', '路地裏', '小巷'],
  ['리조트', 'Resort', 'リゾート', '度假村'],
  ['부산역', 'Busan Station', '釜山駅', '釜山站'],
  ['해운대', 'Haeundae', '海雲台', '海云台'],
  ['광안리', 'Gwangalli', '広安里', '广安里'],
  ['달맞이', 'Dalmaji', 'タルマジ', '迎月'],
  ['인사동', 'Insadong', '仁寺洞', '仁寺洞'],
  ['이태원', 'Itaewon', '梨泰院', '梨泰院'],
  ['여의도', 'Yeouido', '汝矣島', '汝矣岛'],
  ['라온', 'Raon', 'ラオン', '拉温'],
  ['누리', 'Nuri', 'ヌリ', '努里'],
  ['오션', 'Ocean', 'オーシャン', '海洋'],
  ['힐링', 'Healing', 'ヒーリング', '疗愈'],
  ['선셋', 'Sunset', 'サンセット', '日落'],
  ['그린', 'Green', 'グリーン', '绿色'],
  ['쉼표', 'Shimpyo', 'シムピョ', '休止符'],
  ['모모', 'Momo', 'モモ', '桃桃'],
  ['하루', 'Haru', 'ハル', '一日'],
  ['코지', 'Cozy', 'コージー', '舒适'],
  ['봄날', 'Spring Day', '春の日', '春日'],
  ['호텔', 'Hotel', 'ホテル', '酒店'],
  ['기장', 'Gijang', '機張', '机张'],
  ['남포', 'Nampo', '南浦', '南浦'],
  ['서면', 'Seomyeon', '西面', '西面'],
  ['영도', 'Yeongdo', '影島', '影岛'],
  ['강남', 'Gangnam', '江南', '江南'],
  ['명동', 'Myeongdong', '明洞', '明洞'],
  ['북촌', 'Bukchon', '北村', '北村'],
  ['계동', 'Gyedong', '桂洞', '桂洞'],
  ['홍대', 'Hongdae', '弘大', '弘大'],
  ['잠실', 'Jamsil', '蚕室', '蚕室'],
  ['연남', 'Yeonnam', '延南', '延南'],
];

const ROOM_PHRASES: Phrases = [
  ['이그제큐티브 스위트', 'Executive Suite', 'エグゼクティブスイート', '行政套房'],
  ['여성 전용 도미토리', 'Female Dormitory', '女性専用ドミトリー', '女生宿舍'],
  ['스탠다드 더블', 'Standard Double', 'スタンダードダブル', '标准大床房'],
  ['패밀리 트리플', 'Family Triple', 'ファミリートリプル', '家庭三人房'],
  ['패밀리 스위트', 'Family Suite', 'ファミリースイート', '家庭套房'],
  ['4인 도미토리', '4-Bed Dormitory', '4人ドミトリー', '四人宿舍'],
  ['3인실 트리플', 'Triple Room', 'トリプルルーム', '三人房'],
  ['디럭스 트윈', 'Deluxe Twin', 'デラックスツイン', '豪华双床房'],
  ['프리미어 킹', 'Premier King', 'プレミアキング', '高级特大床房'],
  ['로열 스위트', 'Royal Suite', 'ロイヤルスイート', '皇家套房'],
  ['콘도형 객실', 'Condo Room', 'コンドミニアムルーム', '公寓式客房'],
  ['2인실 더블', 'Double Room', 'ダブルルーム', '双人房'],
  ['스탠다드', 'Standard', 'スタンダード', '标准房'],
];

const LOCALE_COLUMN: Record<TranslatedLocale, 1 | 2 | 3> = { en: 1, ja: 2, 'zh-Hans': 3 };

const DESCRIPTIONS: Record<TranslatedLocale, (name: string) => string> = {
  en: (name) =>
    `${name} is a comfortable base for exploring the city, with friendly staff, clean rooms and easy transport links.`,
  ja: (name) => `${name}は観光に便利な立地で、清潔な客室と親切なスタッフがお迎えします。`,
  'zh-Hans': (name) => `${name}交通便利，客房干净整洁，员工热情友好，是游览城市的理想住处。`,
};

const TRANSLATED_TYPES: readonly LodgingType[] = ['HOTEL', 'RESORT', 'GUESTHOUSE'];

function translate(text: string, phrases: Phrases, locale: TranslatedLocale): string | null {
  let out = text;
  for (const phrase of phrases) out = out.replaceAll(phrase[0], phrase[LOCALE_COLUMN[locale]]);
  if (/[가-힣]/.test(out)) return null;
  // Japanese and Chinese names run together where both sides are in their script.
  return locale === 'en' ? out : out.replace(/(?<=[^ -~]) (?=[^ -~])/g, '');
}

/** The demo lodging's translations: only some in Busan and Seoul, the rest stay untranslated on purpose. */
export function demoHotelTranslations(hotel: {
  name: string;
  type: LodgingType;
  address: string;
}): ContentTranslations {
  if (!TRANSLATED_TYPES.includes(hotel.type) || !/^(부산|서울)/.test(hotel.address)) return {};
  const translations: ContentTranslations = {};
  for (const locale of Object.keys(LOCALE_COLUMN) as TranslatedLocale[]) {
    const name = translate(hotel.name, NAME_PHRASES, locale);
    if (name) translations[locale] = { name, description: DESCRIPTIONS[locale](name) };
  }
  return translations;
}

/** A demo room type's translations, when its lodging is translated. */
export function demoRoomTranslations(roomName: string, hotelTranslated: boolean): ContentTranslations {
  if (!hotelTranslated) return {};
  const translations: ContentTranslations = {};
  for (const locale of Object.keys(LOCALE_COLUMN) as TranslatedLocale[]) {
    const name = translate(roomName, ROOM_PHRASES, locale);
    if (name) translations[locale] = { name };
  }
  return translations;
}
