import { ComingSoon } from '../components/ComingSoon';

export function InquiryCreate() {
  return <ComingSoon title="문의하기" />;
}
