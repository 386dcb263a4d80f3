import type { RequestContext } from './context';

type SessionEnder = (ctx: RequestContext, userId: number) => Promise<void>;
let ender: SessionEnder | null = null;

/**
 * How an account's sessions end, provided by the auth module (modules/registry.ts wires it), so the
 * modules that close or change accounts (users) need not import auth, which imports them.
 */
export function provideSessionEnder(end: SessionEnder): void {
  ender = end;
}

/** Ends every session of an account; refuses to pretend when nothing was wired. */
export async function endAllSessions(ctx: RequestContext, userId: number): Promise<void> {
  if (!ender) throw new Error('No session ender wired (modules/registry.ts)');
  await ender(ctx, userId);
}
