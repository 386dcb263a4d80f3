/** The six popular regions of the main page (spec §2), with a colour mood for their cards. */
export const POPULAR_REGIONS = [
  { name: '서울', english: 'Seoul', blurb: '궁궐과 골목, 밤이 더 빛나는 도시', tone: 'from-indigo-500 to-sky-400' },
  { name: '강릉', english: 'Gangneung', blurb: '커피 향 가득한 동해 바다', tone: 'from-cyan-500 to-teal-400' },
  { name: '인천', english: 'Incheon', blurb: '차이나타운과 서해의 노을', tone: 'from-orange-400 to-rose-400' },
  { name: '부산', english: 'Busan', blurb: '해운대 파도와 광안대교 야경', tone: 'from-blue-600 to-cyan-400' },
  { name: '속초', english: 'Sokcho', blurb: '설악산과 바다를 한 번에', tone: 'from-emerald-500 to-lime-400' },
  { name: '제주', english: 'Jeju', blurb: '돌담길 따라 천천히 걷는 섬', tone: 'from-amber-400 to-orange-500' },
] as const;
