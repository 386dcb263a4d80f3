/** The my page tabs of spec §2, in order, as the `tab` query parameter names them. */
export const MYPAGE_TABS = [
  { key: 'reservations', label: '예약 내역' },
  { key: 'reviews', label: '내 리뷰' },
  { key: 'inquiries', label: '문의 내역' },
  { key: 'coupons', label: '쿠폰함' },
  { key: 'profile', label: '내 정보' },
] as const;

export type MypageTab = (typeof MYPAGE_TABS)[number]['key'];

/** The tab a `tab` parameter names; reservations when it names none. */
export function tabIndexOf(value: string | null): number {
  const index = MYPAGE_TABS.findIndex((tab) => tab.key === value);
  return index < 0 ? 0 : index;
}
