import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createRequestContext, type AccountReader, type AppServices } from './context';

/** Just enough of the app for an anonymous request: an ORM whose forks are counted. */
function fakeApp(publicUrl?: string) {
  const forks: object[] = [];
  const connection = { connection: 'the one' };
  const app = {
    config: {
      publicUrl: publicUrl ?? 'http://localhost:4000',
      jwtSecret: 'secret',
    },
    orm: {
      em: {
        fork() {
          const em = { fork: forks.length + 1 };
          forks.push(em);
          return em;
        },
        getConnection: () => connection,
      },
    },
    logger: { child: (bindings: object) => ({ bindings }) },
  } as unknown as AppServices;
  return { app, forks, connection };
}

/** A request without a token reads no account. */
const noAccount: AccountReader = () => {
  throw new Error('an account was read for a request without a token');
};

function fakeRequest(headers: Record<string, string> = {}, locals: Record<string, unknown> = {}): Request {
  return {
    headers,
    res: { locals },
    ip: '203.0.113.7',
    protocol: 'http',
    get: (name: string) => headers[name.toLowerCase()],
    socket: { localAddress: '::ffff:127.0.0.1', localPort: 4000 },
  } as unknown as Request;
}

describe('createRequestContext', () => {
  it('forks the EntityManager only when the request first uses it, and then once', async () => {
    const { app, forks } = fakeApp();
    const ctx = await createRequestContext(app, fakeRequest(), noAccount);
    expect(ctx.user).toBeNull();
    expect(ctx.tokenRejected).toBe(false);
    expect(forks).toHaveLength(0);
    const em = ctx.em;
    expect(ctx.em).toBe(em);
    expect(forks).toHaveLength(1);
  });

  it('hands out the connection without forking, for statements that hydrate no entities', async () => {
    const { app, forks, connection } = fakeApp();
    const ctx = await createRequestContext(app, fakeRequest(), noAccount);
    expect(ctx.connection).toBe(connection);
    expect(forks).toHaveLength(0);
  });

  it('sends public reads to the replica when there is one, else to the primary, without forking', async () => {
    const { app, forks, connection } = fakeApp();
    expect((await createRequestContext(app, fakeRequest(), noAccount)).publicReads).toBe(connection);
    const replica = { connection: 'the replica' };
    const withReplica = { ...app, readOrm: { em: { getConnection: () => replica } } } as unknown as AppServices;
    const ctx = await createRequestContext(withReplica, fakeRequest(), noAccount);
    expect(ctx.publicReads).toBe(replica);
    expect(ctx.connection).toBe(connection);
    expect(forks).toHaveLength(0);
  });

  it('shares its fork with the shallow copies Apollo makes of a context', async () => {
    const { app, forks } = fakeApp();
    const ctx = await createRequestContext(app, fakeRequest(), noAccount);
    const copy = Object.assign(Object.create(Object.getPrototypeOf(ctx) as object) as typeof ctx, ctx);
    expect(copy.em).toBe(ctx.em);
    expect(forks).toHaveLength(1);
  });

  it('works out the origin (never from the Host header), the address it arrived on and the request id', async () => {
    // The request id is the one `requestIds` (request-id.ts) gave the answer.
    const ctx = await createRequestContext(
      fakeApp().app,
      fakeRequest({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }, { requestId: 'r-1' }),
      noAccount,
    );
    expect(ctx.origin).toBe('http://localhost:4000');
    expect(ctx.selfUrl).toBe('http://127.0.0.1:4000');
    expect(ctx.requestId).toBe('r-1');
    expect(ctx.ip).toBe('203.0.113.7');
    expect(ctx.logger).toEqual({ bindings: { requestId: 'r-1' } });
    const behindProxy = await createRequestContext(fakeApp('https://shim.example/').app, fakeRequest(), noAccount);
    expect(behindProxy.origin).toBe('https://shim.example');
    expect(behindProxy.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
