import { ComingSoon } from '../../components/ComingSoon';

export function ReviewDeletionRequests() {
  return <ComingSoon title="리뷰 삭제 요청" />;
}
