import { MESSAGES } from '@shim/common/messages';
import { describe, expect, it } from 'vitest';
import { checkoutProblem, phoneDigits, prepareFailureText } from './checkout-rules';

describe('checkout rules', () => {
  it('keeps digits only, at most 11', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('010 1234 56789 0')).toBe('01012345678');
    expect(phoneDigits('abc')).toBe('');
  });

  it('asks a guest for the phone, then for its format, then for the terms', () => {
    expect(checkoutProblem({ member: false, phone: '', termsAgreed: true })).toBe(MESSAGES.guestPhoneRequired);
    expect(checkoutProblem({ member: false, phone: '0111234567', termsAgreed: true })).toBe(MESSAGES.phoneInvalid);
    expect(checkoutProblem({ member: false, phone: '0101234567', termsAgreed: true })).toBe(MESSAGES.phoneInvalid);
    expect(checkoutProblem({ member: false, phone: '01012345678', termsAgreed: false })).toBe(MESSAGES.termsRequired);
    expect(checkoutProblem({ member: false, phone: '01012345678', termsAgreed: true })).toBeNull();
  });

  it('needs no phone from a member, only the terms', () => {
    expect(checkoutProblem({ member: true, phone: '', termsAgreed: false })).toBe(MESSAGES.termsRequired);
    expect(checkoutProblem({ member: true, phone: '', termsAgreed: true })).toBeNull();
  });

  it('words prepare failures', () => {
    expect(prepareFailureText('SOLD_OUT', MESSAGES.roomSoldOut)).toBe(MESSAGES.roomSoldOut);
    expect(prepareFailureText('BAD_GATEWAY', '연결 실패')).toBe('결제 실패: 연결 실패');
    expect(prepareFailureText(undefined, '오류')).toBe('결제 실패: 오류');
  });
});
