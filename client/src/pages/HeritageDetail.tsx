import { ComingSoon } from '../components/ComingSoon';

export function HeritageDetail() {
  return <ComingSoon title="문화유산 상세" />;
}
