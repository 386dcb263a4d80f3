import { ACCOUNT_MESSAGES } from './account-messages';
import { API_KEY_MESSAGES } from './api-keys';
import { dayUseRefusalMessage } from './day-use-messages';
import type { MESSAGES } from './messages';
import { CALENDAR_MESSAGES } from './price-calendar';
import { minStayMessage } from './stay-messages';

/** A translation of a Korean catalogue: every key, strings stay strings, functions keep their parameters. */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export type MessageCatalogue = Catalogue<typeof MESSAGES>;

/**
 * Guest-facing Korean words kept outside `MESSAGES` (so the main page's bundle does not carry them), translated
 * too: the member's account page, the minimum stay and the 대실 lead time, the lodging page's price calendar, and
 * what an integrator's GraphQL request can be refused with (integrators serve guests in their languages).
 */
export const MORE_MESSAGES = {
  ...ACCOUNT_MESSAGES,
  minStay: minStayMessage,
  dayUseTooSoon: (minutes: number) => dayUseRefusalMessage('TOO_SOON', minutes),
  priceCalendarRangeRequired: CALENDAR_MESSAGES.rangeRequired,
  priceCalendarToAfterFrom: CALENDAR_MESSAGES.toAfterFrom,
  priceCalendarTooLong: CALENDAR_MESSAGES.tooLong,
  priceCalendarOutsideHorizon: CALENDAR_MESSAGES.outsideHorizon,
  apiKeyScopeMissing: API_KEY_MESSAGES.scopeMissing,
  apiKeyOperationNotAllowed: API_KEY_MESSAGES.persistedQueryNotAllowed,
  apiKeyCostExceeded: API_KEY_MESSAGES.costExceeded,
  returnUrlInvalid: API_KEY_MESSAGES.returnUrlInvalid,
  returnUrlNotAllowed: API_KEY_MESSAGES.returnUrlNotAllowed,
  returnUrlNotThisSite: API_KEY_MESSAGES.returnUrlNotThisSite,
  returnUrlsTogether: API_KEY_MESSAGES.returnUrlsTogether,
} as const;

export type MoreMessageCatalogue = Catalogue<typeof MORE_MESSAGES>;
