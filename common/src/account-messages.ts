/** The member's own account: withdrawal (회원 탈퇴) and coupon codes (쿠폰 등록). */
export const ACCOUNT_MESSAGES = {
  /** What a social-only account types to confirm, having no password to re-enter. */
  withdrawalPhrase: '회원 탈퇴',
  withdrawn: '회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
  withdrawalPasswordRequired: '비밀번호를 입력해주세요.',
  withdrawalPhraseWrong: "확인 문구 '회원 탈퇴'를 정확히 입력해주세요.",
  withdrawalUpcomingStays:
    '이용 예정인 예약이 있어 탈퇴할 수 없습니다. 숙박을 마치거나 예약을 취소한 뒤 다시 시도해주세요.',
  withdrawalByApiKey: 'API 키로는 회원 탈퇴를 할 수 없습니다.',
  couponCodeRequired: '쿠폰 코드를 입력해주세요.',
  couponCodeUnknown: '없는 쿠폰 코드입니다. 코드를 다시 확인해주세요.',
  couponCodeAlreadyTaken: '이미 받은 쿠폰입니다.',
  couponCodeExpired: '만료된 쿠폰입니다.',
  couponCodeRegistered: '쿠폰이 등록되었습니다.',
  couponCodeInvalid: '쿠폰 코드는 영문 대문자와 숫자 4~20자입니다.',
  couponCodeTaken: '이미 사용 중인 쿠폰 코드입니다.',
} as const;
