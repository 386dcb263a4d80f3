/**
 * The consents a checkout asks for, as Korean law expects them (전자상거래법 약관, 개인정보 보호법 제15조
 * 수집·이용, 제17조 제3자 제공, 정보통신망법 제50조 광고성 정보): each one separately, required ones marked,
 * the receiving lodging named. The client shows these texts; the server stores the version the person saw.
 * A changed text gets a new version, so a stored consent always says which wording was agreed to.
 */
export const CHECKOUT_CONSENT_KINDS = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY', 'MARKETING'] as const;
export type CheckoutConsentKind = (typeof CHECKOUT_CONSENT_KINDS)[number];

/**
 * What a client of the documented API agreed to on its own page with the old single box
 * (`termsAgreed`): recorded as it was given, one agreement, not as the separate consents above.
 */
export const LEGACY_CONSENT_KIND = 'LEGACY_SINGLE_AGREEMENT';
export const LEGACY_CONSENT_VERSION = 'legacy-single-2025';

export interface CheckoutConsent {
  kind: CheckoutConsentKind;
  required: boolean;
  version: string;
  /** The checkbox label; `lodging` is the lodging the booking's data goes to. */
  label(lodging: string): string;
  /** The full text behind "보기". */
  text(lodging: string): string;
}

export const CHECKOUT_CONSENTS: readonly CheckoutConsent[] = [
  {
    kind: 'TERMS',
    required: true,
    version: 'terms-2026-11-29',
    label: () => '[필수] 이용약관 동의',
    text: () =>
      '쉼, 한국 이용약관에 따라 숙소 예약과 결제를 중개합니다. 예약은 결제가 승인되면 확정되며, 취소 시 ' +
      '체크인까지 남은 기간에 따른 취소 규정대로 환불됩니다. 전체 약관은 이용약관 페이지(/terms)에서 볼 수 있습니다.',
  },
  {
    kind: 'PRIVACY_COLLECTION',
    required: true,
    version: 'privacy-collection-2026-11-29',
    label: () => '[필수] 개인정보 수집·이용 동의',
    text: () =>
      '수집 항목: 예약자 이름, 휴대폰 번호, 결제 기록\n' +
      '이용 목적: 예약 확인과 안내 문자, 결제와 환불, 고객 문의 응대\n' +
      '보유 기간: 전자상거래법에 따라 계약·결제 기록은 5년, 그 밖의 정보는 목적 달성 후 지체 없이 파기\n' +
      '동의를 거부할 수 있으나, 거부하면 예약할 수 없습니다.',
  },
  {
    kind: 'PRIVACY_THIRD_PARTY',
    required: true,
    version: 'privacy-third-party-2026-11-29',
    label: (lodging) => `[필수] 개인정보 제3자 제공 동의: ${lodging}에 예약자 이름·연락처 제공`,
    text: (lodging) =>
      `제공받는 자: ${lodging}\n` +
      '제공 항목: 예약자 이름, 휴대폰 번호, 예약 내용(체크인·체크아웃, 객실, 인원)\n' +
      '이용 목적: 숙박 서비스 제공, 체크인 확인과 예약자 연락\n' +
      '보유 기간: 숙박 이용 후 관계 법령이 정한 기간까지\n' +
      '동의를 거부할 수 있으나, 거부하면 숙소가 예약을 확인할 수 없어 예약할 수 없습니다.',
  },
  {
    kind: 'MARKETING',
    required: false,
    version: 'marketing-2026-11-29',
    label: () => '[선택] 마케팅 정보 수신 동의',
    text: () =>
      '할인 쿠폰과 기획전 소식을 문자와 이메일로 받습니다. 동의하지 않아도 예약할 수 있으며, ' +
      '언제든 수신을 거부할 수 있습니다.',
  },
];

export const REQUIRED_CONSENTS = CHECKOUT_CONSENTS.filter((consent) => consent.required);

export const consentOf = (kind: CheckoutConsentKind): CheckoutConsent =>
  CHECKOUT_CONSENTS.find((consent) => consent.kind === kind)!;

/** Short names for messages: "필수 동의 항목에 동의해주세요: 개인정보 제3자 제공". */
export const CONSENT_NAMES: Record<CheckoutConsentKind, string> = {
  TERMS: '이용약관',
  PRIVACY_COLLECTION: '개인정보 수집·이용',
  PRIVACY_THIRD_PARTY: '개인정보 제3자 제공',
  MARKETING: '마케팅 정보 수신',
};

/** The required consents missing from `agreed`, in the order they are shown. */
export const missingConsents = (agreed: readonly string[]): CheckoutConsentKind[] =>
  REQUIRED_CONSENTS.filter((consent) => !agreed.includes(consent.kind)).map((consent) => consent.kind);

export const consentRequiredMessage = (missing: readonly CheckoutConsentKind[]): string =>
  `필수 동의 항목에 동의해주세요: ${missing.map((kind) => CONSENT_NAMES[kind]).join(', ')}`;
