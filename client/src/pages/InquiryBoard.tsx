import { ComingSoon } from '../components/ComingSoon';

export function InquiryBoard() {
  return <ComingSoon title="문의 게시판" />;
}
