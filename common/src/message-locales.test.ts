import { describe, expect, it } from 'vitest';
import { dayUseRefusalMessage } from './day-use-messages';
import { LOCALES, TRANSLATED_LOCALES } from './locales';
import { MESSAGES } from './messages';
import { MESSAGES_EN, MORE_MESSAGES_EN } from './messages.en';
import { MESSAGES_JA } from './messages.ja';
import { messagesFor, MORE_MESSAGES, moreMessagesFor, translateMessage } from './message-locales';
import { loadMessages } from './message-locales.lazy';
import { minStayMessage } from './stay-messages';

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;
/** Korean things a translation names as they are: the site's name, the phrase the server compares. */
const KOREAN_NAMES = ['쉼, 한국', '회원 탈퇴'];

/** A message's text: a function message with sample arguments. */
const textOf = (value: unknown): string =>
  typeof value === 'function' ? (value as (...args: unknown[]) => string)(7, 7, 7) : (value as string);

const sources = [
  ['MESSAGES', MESSAGES, messagesFor],
  ['MORE_MESSAGES', MORE_MESSAGES, moreMessagesFor],
] as const;

describe.each(sources)('%s in every locale', (_name, source, catalogueFor) => {
  it.each(TRANSLATED_LOCALES)('%s has every key, of the same kind, and nothing else', (locale) => {
    const catalogue = catalogueFor(locale) as Record<string, unknown>;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
    for (const [key, value] of Object.entries(source)) {
      const translated = catalogue[key];
      expect(typeof translated, key).toBe(typeof value);
      if (typeof value === 'function') expect((translated as () => string).length, key).toBe(value.length);
      expect(textOf(translated).trim(), key).not.toBe('');
    }
  });

  it.each(TRANSLATED_LOCALES)('%s has no Hangul but the Korean names it quotes', (locale) => {
    for (const [key, value] of Object.entries(catalogueFor(locale))) {
      const text = KOREAN_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), textOf(value));
      expect(text, `${locale}.${key}`).not.toMatch(HANGUL);
    }
  });
});

describe('the catalogues', () => {
  it('keep the spec’s English texts word for word in English', () => {
    const english = Object.entries(MESSAGES).filter(([, value]) => typeof value === 'string' && !HANGUL.test(value));
    expect(english.length).toBeGreaterThan(30);
    for (const [key, value] of english) expect(MESSAGES_EN[key as keyof typeof MESSAGES_EN], key).toBe(value);
  });

  it('translate different Korean texts differently within a locale', () => {
    expect(MESSAGES_EN.couponExpired).not.toBe(MESSAGES_EN.couponUnavailable);
    expect(MESSAGES_JA.roomSoldOut).not.toBe(MESSAGES_JA.roomClosed);
  });

  it('share no key between MESSAGES and MORE_MESSAGES', () => {
    expect(Object.keys(MESSAGES).filter((key) => key in MORE_MESSAGES)).toEqual([]);
  });

  it('answer Korean as MESSAGES itself', () => {
    expect(messagesFor('ko')).toBe(MESSAGES);
    expect(LOCALES).toContain('ko');
  });
});

describe('loadMessages', () => {
  it.each(LOCALES)('loads the same catalogues for %s as messagesFor', async (locale) => {
    expect(await loadMessages(locale)).toEqual({ messages: messagesFor(locale), more: moreMessagesFor(locale) });
  });
});

describe('translateMessage', () => {
  it('turns a catalogue text into its key’s words in the locale', () => {
    expect(translateMessage(MESSAGES.reservationNotFound, 'en')).toBe(MESSAGES_EN.reservationNotFound);
    expect(translateMessage(MESSAGES.checkoutAfterCheckin, 'ja')).toBe(MESSAGES_JA.checkoutAfterCheckin);
    expect(translateMessage(MORE_MESSAGES.couponCodeUnknown, 'en')).toBe(MORE_MESSAGES_EN.couponCodeUnknown);
  });

  it('leaves Korean alone for Korean', () => {
    expect(translateMessage(MESSAGES.reservationNotFound, 'ko')).toBe(MESSAGES.reservationNotFound);
  });

  it('reads a function message’s values back out of its Korean text', () => {
    expect(translateMessage(MESSAGES.apiKeyTooManyHolds(12), 'en')).toBe(MESSAGES_EN.apiKeyTooManyHolds(12));
    expect(translateMessage(minStayMessage(3), 'en')).toBe('This stay needs at least 3 nights.');
    expect(translateMessage(minStayMessage(1), 'en')).toBe('This stay needs at least 1 night.');
    expect(translateMessage(dayUseRefusalMessage('TOO_SOON'), 'en')).toBe(
      'Day use can start 30 minutes from now at the earliest.',
    );
    expect(translateMessage(dayUseRefusalMessage('TOO_SOON', 90), 'ja')).toBe(
      'デイユースは今から1時間30分後から開始できます。',
    );
    expect(translateMessage(dayUseRefusalMessage('TOO_SOON', 120), 'zh-Hans')).toBe('钟点房最早可在2小时后开始。');
    expect(translateMessage(MESSAGES.booleanFieldInvalid('onlyAvailable'), 'ja')).toBe(
      MESSAGES_JA.booleanFieldInvalid('onlyAvailable'),
    );
  });

  it('answers a text two keys share in the guest’s words', () => {
    expect(translateMessage(MESSAGES.inquiryEmailInvalid, 'ja')).toBe(MESSAGES_JA.inquiryEmailInvalid);
  });

  it('keeps a text no catalogue holds (a console’s, one composed on the spot) as it is', () => {
    for (const text of ['숙소 이름은 필수 항목입니다.', `${MESSAGES.reservationNotFound} 첫 예약: 2026-12-04`]) {
      expect(translateMessage(text, 'en')).toBe(text);
    }
  });
});
