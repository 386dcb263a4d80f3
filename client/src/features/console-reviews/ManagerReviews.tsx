import { ComingSoon } from '../../components/ComingSoon';

export function ManagerReviews() {
  return <ComingSoon title="리뷰 관리" />;
}
