import { ComingSoon } from '../components/ComingSoon';

export function InquiryList() {
  return <ComingSoon title="문의 목록" />;
}
