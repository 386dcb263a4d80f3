import { ComingSoon } from '../components/ComingSoon';

export function LandmarkList() {
  return <ComingSoon title="랜드마크" />;
}
