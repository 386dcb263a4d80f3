import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * The GraphQL explorer offline: `/graphiql` serves the bundled GraphiQL under a policy that allows nothing
 * from another origin; `/graphql`'s Apollo Sandbox page loads the same-origin fallback to it first. (The
 * browser journey with Apollo's CDN cut off is e2e/tests/graphql-explorer.spec.ts.)
 */
let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shim-graphiql-'));
  await mkdir(path.join(dist, 'graphiql'));
  await writeFile(path.join(dist, 'graphiql', 'graphiql.js'), 'console.log("explorer")');
  await writeFile(path.join(dist, 'graphiql', 'sandbox-fallback.js'), 'console.log("fallback")');
  app = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const directives = (header: string | null) =>
  new Map(
    (header ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

describe('the bundled GraphQL explorer', () => {
  it('serves /graphiql and its files from this server, allowing nothing from elsewhere', async () => {
    const page = await fetch(`${app.url}/graphiql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/graphiql/assets/graphiql.js">');
    expect(html).not.toMatch(/<script>|https?:\/\//);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    for (const values of policy.values()) expect(values.join(' ')).not.toMatch(/https?:|\*|unsafe-eval/);

    const script = await fetch(`${app.url}/graphiql/assets/graphiql.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe('console.log("explorer")');
  });

  it("puts the fallback script first on /graphql's Sandbox page, allowed by that page's own policy", async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const fallback = html.indexOf('<script src="/graphiql/assets/sandbox-fallback.js"></script>');
    expect(fallback).toBeGreaterThan(-1);
    expect(fallback).toBeLessThan(html.indexOf('embeddable-sandbox'));
    expect(directives(response.headers.get('content-security-policy')).get('script-src')).toContain("'self'");
    const script = await fetch(`${app.url}/graphiql/assets/sandbox-fallback.js`);
    expect(await script.text()).toBe('console.log("fallback")');
  });

  it('answers 404 without a built explorer', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'shim-no-graphiql-'));
    const other = await startTestApp({ CLIENT_DIST: bare });
    try {
      expect((await fetch(`${other.url}/graphiql`)).status).toBe(404);
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
