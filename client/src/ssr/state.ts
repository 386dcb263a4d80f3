/** The id of the `<script type="application/json">` carrying the Apollo cache a server render extracted. */
export const APOLLO_STATE_ID = 'apollo-state';

/**
 * JSON for a data block inside HTML: `<` is escaped so no string in the data (a review, a hotel's info) can
 * close the script element early.
 */
export const htmlSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `hydrating`: the browser is hydrating server HTML, so first renders must match the server's, which renders
 * for nobody (no storage, no session). `startsAsNobody()`: a first render that must not read the browser's
 * storage.
 */
export const renderMode = { hydrating: false };

export const startsAsNobody = (): boolean => renderMode.hydrating || typeof window === 'undefined';
