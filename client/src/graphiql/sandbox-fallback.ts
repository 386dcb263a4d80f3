/**
 * Loaded first on `/graphql`'s Apollo Sandbox page (a same-origin script its own policy allows): when the
 * Sandbox's script from Apollo's CDN fails or does not arrive in time (offline, blocked), the browser goes
 * to the bundled explorer at `/graphiql` instead of Apollo's "cannot be loaded" notice.
 */
const CDN = 'apollographql.com';
const PATIENCE_MS = 8_000;
let gone = false;

function toBundledExplorer(): void {
  if (gone) return;
  gone = true;
  window.location.replace('/graphiql');
}

// Resource errors do not bubble: caught on the way down.
window.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.src.includes(CDN)) toBundledExplorer();
  },
  true,
);

window.setTimeout(() => {
  if (!('EmbeddedSandbox' in window)) toBundledExplorer();
}, PATIENCE_MS);
