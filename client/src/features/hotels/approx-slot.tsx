import { createContext, use, type ReactNode } from 'react';

/** What the page shows after a won amount: the approximate amount in the visitor's currency, or nothing. */
export type ApproxRender = (won: number) => ReactNode;

/**
 * The page puts its approximate-amount rendering here (features do not import one another): prices on the
 * lodging page (rooms, 대실, the phone's bar) show it after the won amount.
 */
export const ApproxSlot = createContext<ApproxRender>(() => null);

export function Approx({ won }: { won: number }) {
  return use(ApproxSlot)(won);
}
