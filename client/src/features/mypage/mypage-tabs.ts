/** The my page tabs of spec §2, in order, as the `tab` query parameter names them; `label` is a message key. */
export const MYPAGE_TABS = [
  { key: 'reservations', label: 'account.mypage.tabs.reservations' },
  { key: 'reviews', label: 'account.mypage.tabs.reviews' },
  { key: 'inquiries', label: 'account.mypage.tabs.inquiries' },
  { key: 'coupons', label: 'account.mypage.tabs.coupons' },
  { key: 'profile', label: 'account.mypage.tabs.profile' },
] as const;

export type MypageTab = (typeof MYPAGE_TABS)[number]['key'];

/** The tab a `tab` parameter names; reservations when it names none. */
export function tabIndexOf(value: string | null): number {
  const index = MYPAGE_TABS.findIndex((tab) => tab.key === value);
  return index < 0 ? 0 : index;
}
