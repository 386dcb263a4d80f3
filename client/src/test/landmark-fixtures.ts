import { romanizePlace } from '@shim/common/romanize';

/** Landmarks as the GraphQL server answers them, for client tests. */
export function landmarkAnswer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Landmark',
    id: 1,
    name: '경복궁',
    romanizedName: 'Gyeongbokgung',
    location: '서울 종로구',
    category: '역사',
    tags: ['궁궐', '역사', '조선'],
    images: ['/images/landmarks/1.jpg', '/images/landmarks/1_1.jpg', '/images/landmarks/1_2.jpg'],
    description: '조선 왕조의 법궁입니다.',
    detail: '<p>근정전과 <strong>경회루</strong></p>',
    overview: '경복궁: 조선 왕조의 법궁입니다.',
    basicAddress: '서울특별시 종로구 사직로 161',
    basicHomepage: null,
    guidePhone: null,
    guideClosed: '화요일',
    guideHours: '09:00~18:00',
    extras: [{ __typename: 'LandmarkExtra', label: 'guide:주차', value: '공영 주차장' }],
    ...overrides,
  };
}

export function listNode(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Landmark',
    id,
    name,
    romanizedName: romanizePlace(name),
    location: '서울 종로구',
    category: '역사',
    images: [`/images/landmarks/${id}.jpg`],
    description: `${name} 설명`,
    popularity: 0,
    ...overrides,
  };
}

export const listAnswer = (nodes: unknown[], hasNextPage = false) => ({
  landmarks: {
    __typename: 'LandmarkConnection',
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'next' : null },
    edges: nodes.map((node, i) => ({ __typename: 'LandmarkEdge', cursor: `c${i}`, node })),
  },
});

export const facetsAnswer = {
  landmarkFacets: {
    __typename: 'LandmarkFacets',
    regions: [
      { __typename: 'LandmarkFacet', value: '서울', count: 2 },
      { __typename: 'LandmarkFacet', value: '경북', count: 1 },
    ],
    categories: [
      { __typename: 'LandmarkFacet', value: '사찰', count: 1 },
      { __typename: 'LandmarkFacet', value: '역사', count: 2 },
    ],
  },
};
