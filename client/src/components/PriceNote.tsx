import { createContext, use, type ReactNode } from 'react';

/** What follows a won price (an approximate amount in the visitor's currency); nothing unless a page provides it. */
export type PriceNoteRender = (won: number, className?: string) => ReactNode;

const PriceNoteContext = createContext<PriceNoteRender>(() => null);

/**
 * A page says what to show after its prices (features do not import each other: the page composes the
 * exchange-rate feature into the cards of another).
 */
export const PriceNoteProvider = PriceNoteContext;

/** The note after a won price, as the page provides it. */
export function PriceNote({ won, className }: { won: number; className?: string }) {
  return use(PriceNoteContext)(won, className);
}
