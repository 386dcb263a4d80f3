import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  MANAGER_SCOPES,
  PARTNER_SCOPES,
  returnOriginOf,
} from '@shim/common/api-keys';
import type { Config } from '../../config';
import { requireUser } from '../../platform/auth/access';
import type { ApiKeyReader, AuthUser, RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { newKey, keyHashOf } from './api-key-secrets';
import type { ApiKeyKind } from './api-key.entity';
import * as keys from './api-key.repository';
import { usageOf, type UsageDayRecord } from './api-key-usage.repository';

export type { ApiKeyRecord } from './api-key.repository';
export type { UsageDayRecord } from './api-key-usage.repository';

export interface IssueKeyInput {
  name?: unknown;
  scopes?: unknown;
  expiresAt?: unknown;
  operationIds?: unknown;
  returnOrigins?: unknown;
}

export interface IssuedKey {
  apiKey: keys.ApiKeyRecord;
  /** The key itself: in this answer only, never stored. */
  key: string;
}

/** Issues a key: an administrator's is a partner key, a manager's reaches that manager's lodgings. */
export async function issueKey(ctx: RequestContext, input: IssueKeyInput): Promise<IssuedKey> {
  const owner = requireUser(ctx);
  const kind = kindOf(owner);
  const now = ctx.clock.now();
  const fields = {
    name: nameOf(input.name),
    scopes: scopesOf(kind, input.scopes),
    expiresAt: expiryOf(input.expiresAt, now),
    operationIds: operationIdsOf(input.operationIds),
    returnOrigins: returnOriginsOf(ctx.app.config, input.returnOrigins),
  };
  if ((await keys.countActiveKeys(ctx.em, owner.id, now)) >= API_KEY_LIMITS.activePerOwner) {
    throw AppError.conflict(API_KEY_MESSAGES.tooManyKeys);
  }
  const secret = newKey(ctx.app.config);
  const apiKey = await keys.insertKey(ctx.em, { ownerId: owner.id, kind, ...fields, ...secret, now });
  return { apiKey, key: secret.key };
}

/** The caller's keys, newest first: a manager's own; every partner key for an administrator. */
export function listKeys(ctx: RequestContext, page: { beforeId: number | null; limit: number }) {
  const owner = requireUser(ctx);
  const kind = kindOf(owner);
  return keys.findKeys(ctx.em, { kind, ownerId: kind === 'MANAGER' ? owner.id : null }, page);
}

/** A new secret for the same key; the old one stops working at once (every replica reads the database). */
export async function rotateKey(ctx: RequestContext, id: number): Promise<IssuedKey> {
  const found = await visibleKey(ctx, id);
  if (found.revokedAt) throw AppError.conflict(API_KEY_MESSAGES.keyRevoked);
  const secret = newKey(ctx.app.config);
  const apiKey = await keys.replaceSecret(ctx.em, id, { ...secret, now: ctx.clock.now() });
  if (!apiKey) throw AppError.conflict(API_KEY_MESSAGES.keyRevoked);
  return { apiKey, key: secret.key };
}

/**
 * Sets the sites the payment window may send a guest back to when a booking is prepared with this key (the
 * whole list: an empty one sends guests back to this site only).
 */
export async function setReturnOrigins(ctx: RequestContext, id: number, value: unknown): Promise<keys.ApiKeyRecord> {
  const found = await visibleKey(ctx, id);
  if (found.revokedAt) throw AppError.conflict(API_KEY_MESSAGES.keyRevoked);
  const origins = returnOriginsOf(ctx.app.config, value ?? []);
  return (await keys.replaceReturnOrigins(ctx.em, id, origins))!;
}

/** Revokes the key (again is a no-op): the next request with it is refused on every replica. */
export async function revokeKey(ctx: RequestContext, id: number): Promise<keys.ApiKeyRecord> {
  await visibleKey(ctx, id);
  return (await keys.markRevoked(ctx.em, id, ctx.clock.now()))!;
}

/** Usage per day of the caller's keys for the last `API_KEY_LIMITS.usageDays` days (Seoul dates). */
export async function usageOfKeys(ctx: RequestContext, ids: readonly number[]): Promise<UsageDayRecord[]> {
  const since = new Date(`${ctx.clock.today()}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - (API_KEY_LIMITS.usageDays - 1));
  return usageOf(ctx.em, ids, since.toISOString().slice(0, 10));
}

/** The per-request key check (app.ts hands it to the request context): one indexed statement. */
export function apiKeyReader(config: Config): ApiKeyReader {
  return async (connection, key, now) => {
    const found = await keys.findUsableKey(connection, keyHashOf(config, key), now);
    if (!found) return null;
    const caller = {
      id: found.id,
      kind: found.kind,
      scopes: found.scopes,
      operationIds: found.operationIds,
      returnOrigins: found.returnOrigins,
    };
    if (found.kind === 'PARTNER') return { caller, account: null };
    // A manager key reaches as its manager, read afresh: a manager removed or demoted ends its keys too.
    if (found.ownerRole !== 'ROLE_MANAGER') return null;
    const account: AuthUser = {
      id: found.ownerId,
      role: found.ownerRole,
      email: found.ownerEmail,
      name: found.ownerName,
    };
    return { caller, account };
  };
}

function kindOf(owner: AuthUser): ApiKeyKind {
  if (owner.role === 'ROLE_ADMIN') return 'PARTNER';
  if (owner.role === 'ROLE_MANAGER') return 'MANAGER';
  throw AppError.forbidden();
}

/** A key the caller may see, else NOT_FOUND (another manager's key is not told apart from none). */
async function visibleKey(ctx: RequestContext, id: number): Promise<keys.ApiKeyRecord> {
  const owner = requireUser(ctx);
  const kind = kindOf(owner);
  const found = Number.isSafeInteger(id) ? await keys.findKey(ctx.em, id) : undefined;
  if (!found || found.kind !== kind || (kind === 'MANAGER' && found.ownerId !== owner.id)) {
    throw AppError.notFound(API_KEY_MESSAGES.keyNotFound);
  }
  return found;
}

function nameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw AppError.badInput(API_KEY_MESSAGES.nameRequired);
  if (name.length > API_KEY_LIMITS.nameMaxLength) throw AppError.badInput(API_KEY_MESSAGES.nameTooLong);
  return name;
}

function scopesOf(kind: ApiKeyKind, value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw AppError.badInput(API_KEY_MESSAGES.scopesRequired);
  const grantable: readonly string[] = kind === 'PARTNER' ? PARTNER_SCOPES : MANAGER_SCOPES;
  if (!value.every((scope) => typeof scope === 'string' && grantable.includes(scope))) {
    throw AppError.badInput(API_KEY_MESSAGES.scopeNotGrantable);
  }
  const scopes = grantable.filter((scope) => value.includes(scope));
  if (kind === 'PARTNER' && !scopes.includes('catalog:read')) {
    throw AppError.badInput(API_KEY_MESSAGES.partnerNeedsCatalog);
  }
  return scopes;
}

function expiryOf(value: unknown, now: Date): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const at = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at <= now) throw AppError.badInput(API_KEY_MESSAGES.expiryInvalid);
  return at;
}

/** Up to five distinct origins, https outside development (or for this machine's own hosts). */
function returnOriginsOf(config: Pick<Config, 'isProduction'>, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw AppError.badInput(API_KEY_MESSAGES.returnOriginInvalid);
  }
  const origins: string[] = [];
  for (const text of value as string[]) {
    if (!text.trim()) continue;
    const checked = returnOriginOf(text, !config.isProduction);
    if ('error' in checked) throw AppError.badInput(`${checked.error} (${text.trim()})`);
    if (!origins.includes(checked.origin)) origins.push(checked.origin);
  }
  if (origins.length > API_KEY_LIMITS.returnOriginsMax) throw AppError.badInput(API_KEY_MESSAGES.returnOriginsTooMany);
  return origins;
}

function operationIdsOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const valid =
    Array.isArray(value) &&
    value.length <= API_KEY_LIMITS.safelistMax &&
    value.every((id) => typeof id === 'string' && /^[0-9a-f]{64}$/i.test(id));
  if (!valid) throw AppError.badInput(API_KEY_MESSAGES.operationIdsInvalid);
  return [...new Set(value.map((id: string) => id.toLowerCase()))];
}
