import { ComingSoon } from '../components/ComingSoon';

export function InquiryDetail() {
  return <ComingSoon title="문의 상세" />;
}
