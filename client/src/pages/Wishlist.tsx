import { ComingSoon } from '../components/ComingSoon';

export function Wishlist() {
  return <ComingSoon title="위시리스트" />;
}
