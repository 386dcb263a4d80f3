import { describe, expect, it } from 'vitest';
import { E164_MAX_DIGITS, PHONE_COUNTRIES, phoneCountryOf } from './phone-countries';
import {
  formatPhone,
  GUEST_NAME_PATTERN,
  isGuestName,
  isKoreanMobile,
  isPhone,
  NAME_PATTERN,
  normalizePhone,
} from './validation';

describe('phones abroad', () => {
  it.each([
    ['+81 90-1234-5678', '+819012345678', '+81 90-1234-5678'],
    ['+81 090-1234-5678', '+819012345678', '+81 90-1234-5678'],
    ['+81 (90) 1234 5678', '+819012345678', '+81 90-1234-5678'],
    ['+1 (415) 555-0100', '+14155550100', '+1 415-555-0100'],
    ['+86 131 2345 6789', '+8613123456789', '+86 131-2345-6789'],
    ['+44 07400 123456', '+447400123456', '+44 7400-123456'],
    ['+886 912 345 678', '+886912345678', '+886 912-345-678'],
    ['+65 8123 4567', '+6581234567', '+65 8123-4567'],
  ])('%s is %s, read as %s', (typed, stored, shown) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(isPhone(typed)).toBe(true);
    expect(formatPhone(typed)).toBe(shown);
    expect(formatPhone(stored)).toBe(shown);
  });

  it('keeps a Korean number Korean, however it is prefixed', () => {
    expect(normalizePhone('+82 10-1234-5678')).toBe('01012345678');
    expect(normalizePhone('+82 010 1234 5678')).toBe('01012345678');
    expect(formatPhone('+821012345678')).toBe('010-1234-5678');
    expect(isKoreanMobile('+82 10-1234-5678')).toBe(true);
    expect(isKoreanMobile('+81 90-1234-5678')).toBe(false);
  });

  it('refuses numbers too short or long for their country, unknown codes, and letters', () => {
    expect(isPhone('+81 90-1234')).toBe(false);
    expect(isPhone('+81 90-1234-56789')).toBe(false);
    expect(isPhone('+1 415 555 010')).toBe(false);
    expect(isPhone('+999 123 4567')).toBe(false);
    expect(isPhone('+81 90-abcd-5678')).toBe(false);
    expect(isPhone('+82 2-123-4567')).toBe(false);
    expect(isPhone('81 90 1234 5678')).toBe(false);
  });

  it('groups a partial number as it is typed', () => {
    expect(formatPhone('+81')).toBe('+81');
    expect(formatPhone('+81 901')).toBe('+81 90-1');
    expect(formatPhone('+8')).toBe('+8');
  });

  it('lists each calling code once, none the start of another, all within E.164', () => {
    const codes = PHONE_COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of codes) for (const b of codes) if (a !== b) expect(b.startsWith(a)).toBe(false);
    for (const c of PHONE_COUNTRIES) {
      expect(c.code.length + c.lengths[1]).toBeLessThanOrEqual(E164_MAX_DIGITS);
      expect(phoneCountryOf(`${c.code}${'1'.repeat(c.lengths[0])}`)).toBe(c);
    }
    expect(PHONE_COUNTRIES[0]!.iso).toBe('KR');
  });

  it('reads every example placeholder as a valid number of its country', () => {
    for (const c of PHONE_COUNTRIES.filter((c) => c.iso !== 'KR'))
      expect(isPhone(`+${c.code} ${c.example}`)).toBe(true);
  });
});

describe('names in Latin letters', () => {
  it.each(['김쉼', 'Kim Shim', "Mary-Jane O'Neil", 'John Smith Jr.', 'José Zoë Müller', 'O’Brien'])(
    '%s is a name',
    (name) => {
      expect(NAME_PATTERN.test(name)).toBe(true);
      expect(isGuestName(name)).toBe(true);
    },
  );

  it.each(['김1', 'John_Smith', '<b>', '-Kim', '山田太郎', ''])('%s is not', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(false);
    expect(GUEST_NAME_PATTERN.test(name)).toBe(false);
  });

  it('takes a one-letter holder name as before, a member name needs two', () => {
    expect(isGuestName('김')).toBe(true);
    expect(NAME_PATTERN.test('김')).toBe(false);
  });
});
