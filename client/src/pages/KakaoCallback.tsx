import { ComingSoon } from '../components/ComingSoon';

export function KakaoCallback() {
  return <ComingSoon title="카카오 로그인" />;
}
