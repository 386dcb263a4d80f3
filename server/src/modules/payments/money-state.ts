/**
 * THE money state machine of a reservation (docs/decisions/reservations.md "Money states"). Every write of
 * `reservations.money_state` is conditional on the state it leaves being one this table allows, so two
 * paths racing can never both move it, and a voided order can never become paid.
 */
export const MONEY_STATES = [
  'NONE',
  'AUTHORIZING',
  'PAID',
  'VOIDING',
  'VOIDED',
  'REFUNDING',
  'REFUNDED_PARTIAL',
  'REFUNDED_FULL',
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

/** For each state, the states it may move to. */
export const MONEY_TRANSITIONS: Readonly<Record<MoneyState, readonly MoneyState[]>> = {
  // A confirm is recorded before it is sent.
  NONE: ['AUTHORIZING'],
  // Toss took it and the booking was confirmed; or it must go back; or Toss took nothing (card refused).
  AUTHORIZING: ['PAID', 'VOIDING', 'NONE'],
  PAID: ['REFUNDING'],
  // Toss refused a refund for good: the money stays paid.
  REFUNDING: ['REFUNDED_PARTIAL', 'REFUNDED_FULL', 'PAID'],
  REFUNDED_PARTIAL: [],
  REFUNDED_FULL: [],
  VOIDING: ['VOIDED'],
  VOIDED: [],
};

export const canMoveMoney = (from: MoneyState, to: MoneyState): boolean => MONEY_TRANSITIONS[from].includes(to);

/** The states `to` may be reached from, as an SQL list of literals (constants only, never input). */
export const moneySourcesSql = (to: MoneyState): string => {
  const sources = MONEY_STATES.filter((from) => canMoveMoney(from, to));
  return sources.length ? sources.map((s) => `'${s}'`).join(', ') : 'null';
};

/** The state after a refund, from Toss's own balance. */
export const refundedState = (balanceAmount: number): MoneyState =>
  balanceAmount <= 0 ? 'REFUNDED_FULL' : 'REFUNDED_PARTIAL';
