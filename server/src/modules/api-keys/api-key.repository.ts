import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import type { Role } from '@shim/common/roles';
import type { ApiKeyKind } from './api-key.entity';

export interface ApiKeyRecord {
  id: number;
  ownerId: number;
  kind: ApiKeyKind;
  name: string;
  prefix: string;
  scopes: string[];
  operationIds: string[] | null;
  returnOrigins: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/** A usable key as a request sees it, with its owner's account read in the same statement. */
export interface KeyCallerRecord {
  id: number;
  kind: ApiKeyKind;
  scopes: string[];
  operationIds: string[] | null;
  returnOrigins: string[];
  ownerId: number;
  ownerRole: Role;
  ownerEmail: string;
  ownerName: string;
}

type RawRecord = Omit<ApiKeyRecord, 'expiresAt' | 'lastUsedAt' | 'revokedAt' | 'createdAt'> &
  Record<'expiresAt' | 'lastUsedAt' | 'revokedAt' | 'createdAt', string | Date | null>;

/** The driver answers timestamps as text: dates here, once. */
const toRecord = (row: RawRecord): ApiKeyRecord => ({
  ...row,
  expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt),
  lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt),
  revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt),
  createdAt: new Date(row.createdAt!),
});

/** A list of plain words (scopes, hex ids: validated before) as one PostgreSQL array literal. */
const textArray = (values: readonly string[]): string => `{${values.join(',')}}`;

const COLUMNS = `k.id, k.owner_id as "ownerId", k.kind, k.name, k.prefix, k.scopes, k.operation_ids as "operationIds",
  k.return_origins as "returnOrigins",
  k.expires_at as "expiresAt", k.last_used_at as "lastUsedAt", k.revoked_at as "revokedAt", k.created_at as "createdAt"`;

/** The per-request check: one indexed statement on the key's hash, on the connection (no fork). */
export async function findUsableKey(
  connection: AbstractSqlConnection,
  keyHash: string,
  now: Date,
): Promise<KeyCallerRecord | undefined> {
  const [row] = await executeNamed<KeyCallerRecord>(
    connection,
    `select k.id, k.kind, k.scopes, k.operation_ids as "operationIds", k.return_origins as "returnOrigins", u.id as "ownerId", u.role as "ownerRole",
            u.email as "ownerEmail", u.name as "ownerName"
       from api_keys k join users u on u.id = k.owner_id
      where k.key_hash = :keyHash and k.revoked_at is null and (k.expires_at is null or k.expires_at > :now)`,
    { keyHash, now },
  );
  return row;
}

export async function insertKey(
  em: EntityManager,
  key: { ownerId: number; kind: ApiKeyKind; name: string; prefix: string; keyHash: string; scopes: string[] } & {
    operationIds: string[] | null;
    returnOrigins: string[];
    expiresAt: Date | null;
    now: Date;
  },
): Promise<ApiKeyRecord> {
  const [row] = await executeNamed<RawRecord>(
    em,
    `insert into api_keys as k (owner_id, kind, name, prefix, key_hash, scopes, operation_ids, return_origins,
                                expires_at, created_at)
     values (:ownerId, :kind, :name, :prefix, :keyHash, :scopes::text[], :operationIds::text[],
             :returnOrigins::text[], :expiresAt, :now)
     returning ${COLUMNS}`,
    {
      ...key,
      scopes: textArray(key.scopes),
      operationIds: key.operationIds && textArray(key.operationIds),
      returnOrigins: textArray(key.returnOrigins),
    },
  );
  return toRecord(row!);
}

/** Keys of one owner (a manager's) or of one kind (every partner key, for any administrator), newest first. */
export async function findKeys(
  em: EntityManager,
  where: { ownerId: number | null; kind: ApiKeyKind },
  page: { beforeId: number | null; limit: number },
): Promise<ApiKeyRecord[]> {
  const rows = await executeNamed<RawRecord>(
    em,
    `select ${COLUMNS} from api_keys k
      where k.kind = :kind and (:ownerId::int is null or k.owner_id = :ownerId::int)
        and (:beforeId::int is null or k.id < :beforeId::int)
      order by k.id desc limit :limit`,
    { ...where, ...page },
  );
  return rows.map(toRecord);
}

export async function countActiveKeys(em: EntityManager, ownerId: number, now: Date): Promise<number> {
  const [row] = await executeNamed<{ count: number }>(
    em,
    `select count(*)::int as count from api_keys
      where owner_id = :ownerId and revoked_at is null and (expires_at is null or expires_at > :now)`,
    { ownerId, now },
  );
  return row?.count ?? 0;
}

/** A new secret on the same key (same id, scopes, usage): the old secret stops working with this statement. */
export async function replaceSecret(
  em: EntityManager,
  id: number,
  secret: { prefix: string; keyHash: string; now: Date },
): Promise<ApiKeyRecord | undefined> {
  const [row] = await executeNamed<RawRecord>(
    em,
    `update api_keys k set prefix = :prefix, key_hash = :keyHash, rotated_at = :now
      where k.id = :id and k.revoked_at is null returning ${COLUMNS}`,
    { id, ...secret },
  );
  return row && toRecord(row);
}

/** The key's return origins (canonical origins, validated before: no commas or quotes in them). */
export async function replaceReturnOrigins(
  em: EntityManager,
  id: number,
  returnOrigins: readonly string[],
): Promise<ApiKeyRecord | undefined> {
  const [row] = await executeNamed<RawRecord>(
    em,
    `update api_keys k set return_origins = :returnOrigins::text[] where k.id = :id returning ${COLUMNS}`,
    { id, returnOrigins: textArray(returnOrigins) },
  );
  return row && toRecord(row);
}

export async function markRevoked(em: EntityManager, id: number, now: Date): Promise<ApiKeyRecord | undefined> {
  const [row] = await executeNamed<RawRecord>(
    em,
    `update api_keys k set revoked_at = coalesce(revoked_at, :now) where k.id = :id returning ${COLUMNS}`,
    { id, now },
  );
  return row && toRecord(row);
}

export async function findKey(em: EntityManager, id: number): Promise<ApiKeyRecord | undefined> {
  const [row] = await executeNamed<RawRecord>(em, `select ${COLUMNS} from api_keys k where k.id = :id`, { id });
  return row && toRecord(row);
}
