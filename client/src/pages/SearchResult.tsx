import { ComingSoon } from '../components/ComingSoon';

export function SearchResult() {
  return <ComingSoon title="검색 결과" />;
}
