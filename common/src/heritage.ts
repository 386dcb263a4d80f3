/** A heritage item of spec §3: id, name, location, image, description. */
export interface HeritageItem {
  id: number;
  name: string;
  /** Where it is, as the search takes it: "find nearby stays" searches this. */
  location: string;
  /** Drawn artwork in the client's public folder (scripts: `npm run heritage:art -w server`). */
  image: string;
  description: string;
}

/** The three heritage sites of spec §2 and §9, fixed content like the legal pages. */
export const HERITAGE: readonly HeritageItem[] = [
  {
    id: 1,
    name: '석굴암과 불국사',
    location: '경북 경주시',
    image: '/heritage-art/1.svg',
    description:
      '토함산 자락의 불국사와 그 위 석굴암은 8세기 신라 불교 예술의 정수입니다. 다보탑과 석가탑, 화강암을 쌓아 만든 석굴 속 본존불이 1995년 함께 유네스코 세계유산에 올랐습니다.',
  },
  {
    id: 2,
    name: '해인사 장경판전',
    location: '경남 합천군',
    image: '/heritage-art/2.svg',
    description:
      '가야산 해인사의 장경판전은 팔만여 장의 고려대장경 목판을 보관하려고 15세기에 지은 건물입니다. 바람과 습도를 다스리는 창과 바닥 덕분에 목판이 오늘까지 온전히 전해집니다.',
  },
  {
    id: 3,
    name: '종묘',
    location: '서울 종로구',
    image: '/heritage-art/3.svg',
    description:
      '조선 왕과 왕비의 신주를 모신 사당으로, 길게 뻗은 정전과 영녕전이 엄숙한 아름다움을 보여줍니다. 종묘제례와 제례악은 지금도 해마다 봉행되며 건물과 함께 세계유산으로 지정되었습니다.',
  },
];

export const heritageById = (id: number): HeritageItem | undefined => HERITAGE.find((item) => item.id === id);
