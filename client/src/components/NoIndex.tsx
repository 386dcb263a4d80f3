/** A page only one person should see (a payment's result, a guest's booking): React 19 hoists it into <head>. */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
