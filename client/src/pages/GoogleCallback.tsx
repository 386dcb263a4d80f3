import { ComingSoon } from '../components/ComingSoon';

export function GoogleCallback() {
  return <ComingSoon title="Google 로그인" />;
}
