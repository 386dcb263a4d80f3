import { MESSAGES } from '@shim/common/messages';
import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED, checkoutProblems, prepareFailureText, problemsSummary } from './checkout-rules';

const REQUIRED = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'] as const;

describe('checkout rules', () => {
  it('marks every problem at once, in the order of the fields', () => {
    expect(checkoutProblems({ member: false, phone: '', consents: [] })).toEqual([
      { field: 'phone', message: MESSAGES.guestPhoneRequired },
      { field: 'TERMS', message: CONSENT_REQUIRED },
      { field: 'PRIVACY_COLLECTION', message: CONSENT_REQUIRED },
      { field: 'PRIVACY_THIRD_PARTY', message: CONSENT_REQUIRED },
    ]);
    expect(problemsSummary(checkoutProblems({ member: false, phone: '', consents: [] }))).toContain('4개');
  });

  it('takes a phone in any spelling and refuses what is not a mobile number', () => {
    for (const phone of ['010-1234-5678', '010 1234 5678', '+82 10 1234 5678'])
      expect(checkoutProblems({ member: false, phone, consents: [...REQUIRED] })).toEqual([]);
    for (const phone of ['011-1234-5678', '010-1234-567'])
      expect(checkoutProblems({ member: false, phone, consents: [...REQUIRED] })).toEqual([
        { field: 'phone', message: MESSAGES.phoneInvalid },
      ]);
  });

  it('needs no phone from a member, only the required consents; marketing is optional', () => {
    expect(checkoutProblems({ member: true, phone: '', consents: ['TERMS', 'MARKETING'] })).toEqual([
      { field: 'PRIVACY_COLLECTION', message: CONSENT_REQUIRED },
      { field: 'PRIVACY_THIRD_PARTY', message: CONSENT_REQUIRED },
    ]);
    expect(checkoutProblems({ member: true, phone: '', consents: [...REQUIRED] })).toEqual([]);
  });

  it('words prepare failures', () => {
    expect(prepareFailureText('SOLD_OUT', MESSAGES.roomSoldOut)).toBe(MESSAGES.roomSoldOut);
    expect(prepareFailureText('BAD_GATEWAY', '연결 실패')).toBe('결제 실패: 연결 실패');
    expect(prepareFailureText(undefined, '오류')).toBe('결제 실패: 오류');
  });
});
