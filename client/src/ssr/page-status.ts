import { createContext, useContext } from 'react';

/** Only the server render provides one (it sets the HTML's status); in the browser a report goes nowhere. */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/** A page that shows "not there" says so, so crawlers get a real 404 and not a soft one. */
export function useReportStatus(status: number): void {
  useContext(PageStatusContext)?.(status);
}
