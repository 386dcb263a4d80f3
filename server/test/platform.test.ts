import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { ROLES } from '@shim/common/roles';
import { PUBLIC_FIELDS } from '../src/platform/graphql-access';
import { startTestApp, type TestApp } from './harness';
import { tokensByRole } from './fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('health', () => {
  it('answers /healthz and /readyz with JSON', async () => {
    expect(await app.request('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await app.request('GET', '/readyz')).toMatchObject({ status: 200, body: { database: 'up' } });
  });
});

describe('REST errors', () => {
  it('answers malformed JSON with 400 {message}', async () => {
    const answer = await app.request('POST', '/api/auth/login', { raw: '{"email":' });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.malformedJson } });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    expect(await app.request('GET', '/api/no-such-thing')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.pathNotFound },
    });
    expect((await app.request('DELETE', '/api/auth/me')).status).toBe(404);
  });
});

describe('access table', () => {
  it('declares an access rule for every REST route, and enforces it for every role', async () => {
    const tokens = await tokensByRole(app);
    expect(app.http.restRoutes.length).toBeGreaterThan(0);
    for (const route of app.http.restRoutes) {
      if (route.access === 'public') continue;
      // An id no row has: walking the table must not delete or change anything a later request needs.
      const path = `/api${route.path.replace(/:(\w+)/g, '999999')}`;
      const body = route.method === 'get' ? undefined : {};
      const anonymous = await app.request(route.method.toUpperCase(), path, { body });
      expect(anonymous.status, `${route.method} ${path} without a token`).toBe(401);
      for (const role of ROLES) {
        const answer = await app.request(route.method.toUpperCase(), path, { body, token: tokens[role] });
        const allowed = route.access === 'authenticated' || route.access.includes(role);
        if (allowed) expect(answer.status, `${route.method} ${path} as ${role}`).not.toBe(403);
        else expect(answer.status, `${route.method} ${path} as ${role}`).toBe(403);
        expect(answer.status, `${route.method} ${path} as ${role}`).toBeLessThan(500);
      }
    }
    // About 420 requests in a row, the first export among them starting the spreadsheet thread.
  }, 120_000);

  it('marks every GraphQL query and mutation @Authorized or @Public', () => {
    const storage = getMetadataStorage();
    const authorized = new Set(storage.authorizedFields.map((field) => `${field.target.name}.${field.fieldName}`));
    const operations = [...storage.queries, ...storage.mutations].map((op) => `${op.target.name}.${op.methodName}`);
    expect(operations.length).toBeGreaterThan(0);
    const undeclared = operations.filter((name) => !authorized.has(name) && !PUBLIC_FIELDS.has(name));
    expect(undeclared).toEqual([]);
  });
});

describe('GraphQL protections', () => {
  it('refuses a GET query without a CSRF-safe header', async () => {
    const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
  });

  it('limits aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: recaptchaNeeded(email: "x@example.com")`).join(' ');
    const answer = await app.graphql(`{ ${aliases} }`);
    expect(answer.errors?.[0]?.message, JSON.stringify(answer)).toMatch(/alias/i);
  });

  it('answers validation problems as client errors without stack traces', async () => {
    const answer = await app.graphql('{ noSuchField }');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.errors)).not.toMatch(/stacktrace/);
  });

  it('serves introspection for integrators', async () => {
    const answer = await app.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });
});
