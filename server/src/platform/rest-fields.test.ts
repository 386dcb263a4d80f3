import { MESSAGES } from '@shim/common/messages';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIELD_ALIASES, restFields, roleFilter, type FieldName } from './rest-fields';

describe('the alias table', () => {
  it('reads each documented spelling under its one name', () => {
    const cases: Array<[FieldName, Record<string, unknown>, unknown]> = [
      ['rooms', { numberOfRooms: 2 }, 2],
      ['rooms', { roomCount: 3 }, 3],
      ['persons', { numberOfPeople: 4 }, 4],
      ['persons', { people: 5 }, 5],
      ['hotelId', { hid: 7 }, 7],
      ['roomId', { rid: 8 }, 8],
      ['checkIn', { startDate: '2026-12-01' }, '2026-12-01'],
      ['checkIn', { checkin: '2026-12-02' }, '2026-12-02'],
      ['checkOut', { endDate: '2026-12-03' }, '2026-12-03'],
      ['reservationId', { reId: 9 }, 9],
      ['userId', { uId: 10 }, 10],
      ['guestName', { name: '홍길동' }, '홍길동'],
    ];
    for (const [name, source, expected] of cases) expect(restFields(source).value(name), name).toBe(expected);
  });

  it('takes the first spelling present, skipping null and empty, and the body before the query', () => {
    expect(restFields({ roomCount: null, numberOfRooms: 2 }).integer('rooms')).toBe(2);
    expect(restFields({ roomCount: '', numberOfRooms: '3' }).integer('rooms')).toBe(3);
    expect(restFields({ roomCount: null }).optionalInteger('rooms')).toBeNull();
    expect(restFields({ phone: '010' }, { phone: '011' }).string('phone')).toBe('010');
    expect(restFields(undefined, { orderId: 'abc' }).optionalString('orderId')).toBe('abc');
    expect(restFields(null).integer('rooms')).toBeNaN();
  });

  it('tells an absent boolean from an explicit false, and refuses anything but true/false or 1/0', () => {
    expect(restFields({}).optionalBoolean('termsAgreed')).toBeUndefined();
    expect(restFields({ termsAgreed: null }).optionalBoolean('termsAgreed')).toBeUndefined();
    expect(restFields({ termsAgreed: true }).optionalBoolean('termsAgreed')).toBe(true);
    expect(restFields({ termsAgreed: 'true' }).optionalBoolean('termsAgreed')).toBe(true);
    expect(restFields({ termsAgreed: false }).optionalBoolean('termsAgreed')).toBe(false);
    expect(restFields({ termsAgreed: ' FALSE ' }).optionalBoolean('termsAgreed')).toBe(false);
    expect(restFields(undefined, { termsAgreed: '1' }).optionalBoolean('termsAgreed')).toBe(true);
    expect(() => restFields({ termsAgreed: 'no' }).optionalBoolean('termsAgreed')).toThrow(
      MESSAGES.booleanFieldInvalid('termsAgreed'),
    );
  });

  it('gives every spelling to one name only', () => {
    const spellings = Object.values(FIELD_ALIASES).flat();
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it('maps the short role names and leaves ROLE_* as sent', () => {
    expect(roleFilter('ALL')).toBeUndefined();
    expect(roleFilter('')).toBeUndefined();
    expect(roleFilter(undefined)).toBeUndefined();
    expect(roleFilter('USER')).toBe('ROLE_USER');
    expect(roleFilter('manager')).toBe('ROLE_MANAGER');
    expect(roleFilter('PENDING')).toBe('ROLE_PENDING');
    expect(roleFilter('ADMIN')).toBe('ROLE_ADMIN');
    expect(roleFilter('ROLE_MANAGER')).toBe('ROLE_MANAGER');
    expect(roleFilter('NOBODY')).toBe('NOBODY');
  });

  it('is how routes read fields: no route picks between spellings itself', () => {
    const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
    const restFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.rest.ts'),
    );
    expect(restFiles.length).toBeGreaterThan(10);
    const spellingChain =
      /\b(body|query|source|req\.body\??|req\.query)\.\w+\s*\?\?\s*(body|query|source|req\.body\??|req\.query)\./;
    for (const file of restFiles) {
      expect(readFileSync(path.join(modules, file), 'utf8'), file).not.toMatch(spellingChain);
    }
  });
});
