import { describe, expect, it } from 'vitest';
import { NAME_PATTERN, PHONE_PATTERN, formatPhone, isEmail, isPassword, isPhone, normalizePhone } from './validation';
import { formatWon } from './money';
import { regionOf } from './lodging';
import { homePathFor } from './roles';

describe('spec §5 rules', () => {
  it('password: 8+ with a letter, a digit and one of @$!%*#?&, nothing else', () => {
    expect(isPassword('Passw0rd!')).toBe(true);
    expect(isPassword('Pass0rd!')).toBe(true);
    expect(isPassword('Passw0rd')).toBe(false);
    expect(isPassword('Pa0!')).toBe(false);
    expect(isPassword('Passw0rd!~')).toBe(false);
  });

  it('name: two or more Korean or English letters or spaces', () => {
    expect(NAME_PATTERN.test('김쉼')).toBe(true);
    expect(NAME_PATTERN.test('Kim Shim')).toBe(true);
    expect(NAME_PATTERN.test('김')).toBe(false);
    expect(NAME_PATTERN.test('김1')).toBe(false);
  });

  it('phone: 010 and 8 digits; e-mail shape', () => {
    expect(PHONE_PATTERN.test('01012345678')).toBe(true);
    expect(PHONE_PATTERN.test('0101234567')).toBe(false);
    expect(PHONE_PATTERN.test('010-1234-5678')).toBe(false);
    expect(isEmail('user@example.com')).toBe(true);
    expect(isEmail('user@example')).toBe(false);
  });
});

describe('display helpers', () => {
  it('formats won and regions the REST way', () => {
    expect(formatWon(123456)).toBe('123,456원');
    expect(regionOf('서울특별시 강남구 테헤란로 152')).toBe('서울특별시 강남구');
  });

  it('sends each role home', () => {
    expect(homePathFor('ROLE_ADMIN')).toBe('/admin');
    expect(homePathFor('ROLE_MANAGER')).toBe('/manager');
    expect(homePathFor('ROLE_USER')).toBe('/');
    expect(homePathFor('ROLE_PENDING')).toBe('/manager-pending');
  });
});

describe('phones in any spelling', () => {
  it.each([
    '01012345678',
    '010-1234-5678',
    '010 1234 5678',
    ' 010 - 1234 - 5678 ',
    '010.1234.5678',
    '(010) 1234-5678',
    '+82 10-1234-5678',
    '+821012345678',
    '82-10-1234-5678',
    '010‐1234‐5678',
  ])('%s is 01012345678', (typed) => {
    expect(normalizePhone(typed)).toBe('01012345678');
    expect(isPhone(typed)).toBe(true);
    expect(formatPhone(typed)).toBe('010-1234-5678');
  });

  it('refuses what is not a mobile number, keeps letters so they fail', () => {
    expect(isPhone('010-1234-567')).toBe(false);
    expect(isPhone('010-1234-56789')).toBe(false);
    expect(isPhone('011-1234-5678')).toBe(false);
    expect(normalizePhone('010-abcd-5678')).toBe('010abcd5678');
    expect(isPhone('010-abcd-5678')).toBe(false);
    expect(normalizePhone(' - ')).toBeNull();
  });

  it('groups as people read it, partial numbers too', () => {
    expect(formatPhone('0101234')).toBe('010-1234');
    expect(formatPhone('010123')).toBe('010-123');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('')).toBe('');
  });
});
