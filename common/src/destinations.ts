/**
 * The destinations of the search bar's list (spec §2: a name, a count and tags; counts are hard-coded).
 * Shared: the client offers them, the server's region sitemap lists their search pages.
 */
export interface DestinationOption {
  name: string;
  count: number;
  tags: string[];
  tab: DestinationTab;
}

export const DESTINATION_TABS = ['인기 여행지', '바다 여행', '전통·자연'] as const;
export type DestinationTab = (typeof DESTINATION_TABS)[number];

export const DESTINATIONS: DestinationOption[] = [
  { name: '서울', count: 10, tags: ['도시', '야경', '한옥'], tab: '인기 여행지' },
  { name: '부산', count: 8, tags: ['바다', '야경', '맛집'], tab: '인기 여행지' },
  { name: '제주', count: 8, tags: ['바다', '자연', '휴양'], tab: '인기 여행지' },
  { name: '강릉', count: 6, tags: ['바다', '카페', '한옥'], tab: '인기 여행지' },
  { name: '인천', count: 5, tags: ['도시', '바다', '맛집'], tab: '인기 여행지' },
  { name: '속초', count: 5, tags: ['바다', '자연', '맛집'], tab: '인기 여행지' },
  { name: '여수', count: 4, tags: ['바다', '야경'], tab: '바다 여행' },
  { name: '통영', count: 3, tags: ['바다', '자연'], tab: '바다 여행' },
  { name: '양양', count: 2, tags: ['바다', '서핑'], tab: '바다 여행' },
  { name: '경주', count: 4, tags: ['역사', '한옥'], tab: '전통·자연' },
  { name: '전주', count: 4, tags: ['한옥', '맛집', '역사'], tab: '전통·자연' },
  { name: '가평', count: 4, tags: ['자연', '휴양'], tab: '전통·자연' },
];
