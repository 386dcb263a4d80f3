import { MESSAGES } from '@shim/common/messages';
import { describe, expect, it } from 'vitest';
import { checkoutProblems, prepareFailureText } from './checkout-rules';

const REQUIRED = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'] as const;

describe('checkout rules', () => {
  it('marks every problem at once, in the order of the fields', () => {
    expect(checkoutProblems({ member: false, phone: '', consents: [] })).toEqual([
      { field: 'phone', reason: 'guestPhoneRequired' },
      { field: 'TERMS', reason: 'consentRequired' },
      { field: 'PRIVACY_COLLECTION', reason: 'consentRequired' },
      { field: 'PRIVACY_THIRD_PARTY', reason: 'consentRequired' },
    ]);
  });

  it('takes a phone in any spelling and refuses what is not a mobile number', () => {
    for (const phone of ['010-1234-5678', '010 1234 5678', '+82 10 1234 5678'])
      expect(checkoutProblems({ member: false, phone, consents: [...REQUIRED] })).toEqual([]);
    for (const phone of ['011-1234-5678', '010-1234-567'])
      expect(checkoutProblems({ member: false, phone, consents: [...REQUIRED] })).toEqual([
        { field: 'phone', reason: 'phoneInvalid' },
      ]);
  });

  it('asks members for no phone, only the required consents', () => {
    expect(checkoutProblems({ member: true, phone: '', consents: ['TERMS', 'MARKETING'] })).toEqual([
      { field: 'PRIVACY_COLLECTION', reason: 'consentRequired' },
      { field: 'PRIVACY_THIRD_PARTY', reason: 'consentRequired' },
    ]);
    expect(checkoutProblems({ member: true, phone: '', consents: [...REQUIRED] })).toEqual([]);
  });

  it('words prepare failures', () => {
    const failed = (message: string) => `결제 실패: ${message}`;
    expect(prepareFailureText('SOLD_OUT', MESSAGES.roomSoldOut, failed)).toBe(MESSAGES.roomSoldOut);
    expect(prepareFailureText('BAD_GATEWAY', '연결 실패', failed)).toBe('결제 실패: 연결 실패');
    expect(prepareFailureText(undefined, '오류', failed)).toBe('결제 실패: 오류');
  });
});
