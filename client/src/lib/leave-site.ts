/** A full-page navigation away from the app (the payment window); one seam for tests to replace. */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
