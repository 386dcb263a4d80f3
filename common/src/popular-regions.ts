/**
 * The six popular regions of the main page (spec §2) and the region list: the Korean name is the search term
 * in every language (the pages' words name it in theirs), with a colour mood for their cards.
 */
export const POPULAR_REGIONS = [
  { name: '서울', english: 'Seoul', tone: 'from-indigo-500 to-sky-400' },
  { name: '강릉', english: 'Gangneung', tone: 'from-cyan-500 to-teal-400' },
  { name: '인천', english: 'Incheon', tone: 'from-orange-400 to-rose-400' },
  { name: '부산', english: 'Busan', tone: 'from-blue-600 to-cyan-400' },
  { name: '속초', english: 'Sokcho', tone: 'from-emerald-500 to-lime-400' },
  { name: '제주', english: 'Jeju', tone: 'from-amber-400 to-orange-500' },
] as const;
