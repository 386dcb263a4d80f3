import { ComingSoon } from '../components/ComingSoon';

export function LandmarkDetail() {
  return <ComingSoon title="랜드마크 상세" />;
}
