import { ComingSoon } from '../components/ComingSoon';

export function HeritageList() {
  return <ComingSoon title="문화유산" />;
}
