import { ComingSoon } from '../../components/ComingSoon';

export function AdminCoupons() {
  return <ComingSoon title="쿠폰 관리" />;
}
