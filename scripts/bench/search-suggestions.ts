import type { Answer } from './http';

/**
 * The search box's suggestion requests for bench:search (docs/performance.md): GraphQL `placeSuggestions` and
 * REST `/api/places/suggest`, each cycling through what people type — whole names, 초성, an unfinished last
 * syllable, a province with its district, a typo, a lodging's name (the scale set's `<area> 호텔 <n>호점`). The
 * bench times each like its other operations (p50/p95 end to end, and of the bare SQL the request sent).
 */
export const SUGGESTION_TEXTS = [
  '강남',
  '해운대',
  'ㅎㅇㄷ',
  '해운ㄷ',
  '부산 해운대구',
  '서울역',
  '경복궁',
  '해은대',
  '강남 호텔',
  '명동 게스트하우스 12',
];

export function suggestionOperations(
  post: (path: string, body: unknown) => Promise<Answer>,
  get: (path: string) => Promise<Answer>,
): Record<string, () => Promise<Answer>> {
  let next = 0;
  const text = () => SUGGESTION_TEXTS[next++ % SUGGESTION_TEXTS.length]!;
  return {
    [`GraphQL placeSuggestions (${SUGGESTION_TEXTS.length} texts)`]: () =>
      post('/graphql', {
        query: `query ($q: String!) { placeSuggestions(text: $q, first: 10) { id kind name label latitude longitude } }`,
        variables: { q: text() },
      }),
    [`REST places/suggest (${SUGGESTION_TEXTS.length} texts)`]: () =>
      get(`/api/places/suggest?q=${encodeURIComponent(text())}`),
  };
}
