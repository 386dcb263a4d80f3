import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@shim/common/uploads';
import { AppError } from '../errors';

/** What to store: bytes in memory, or a local file's path (a re-encoded photo in the scratch folder). */
export type ObjectBody = Buffer | { file: string };

/** A stored object to stream out. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  /** A strong validator of the bytes (quoted), for If-None-Match. */
  etag: string;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where photos live (docs/decisions/photos.md): a local folder or an S3 bucket, chosen once by settings
 * (`photoStorageOf`). Keys are relative paths (`hotel/3_1.jpg`); names starting with a dot are the storage's own.
 */
export interface ObjectStorage {
  /** Stores the object whole or not at all; a reader sees the old bytes or the new ones, never a part. */
  put(key: string, body: ObjectBody, contentType: string): Promise<void>;
  /** As `put`, but never replaces an object: false when the key is taken (a photo's name is used once). */
  create(key: string, body: ObjectBody, contentType: string): Promise<boolean>;
  get(key: string): Promise<StoredObject | null>;
  /**
   * Deferred: the object stays where it is, marked deleted, until `purgeDeleted` removes it after the backups'
   * retention, so a point-in-time restore still finds every photo its rows name.
   */
  delete(key: string): Promise<void>;
  /** At once, for an object no committed row ever named (a failed save's). */
  discard(key: string): Promise<void>;
  /** Every object under the prefix, the storage's own (dot) names included only when the prefix asks for them. */
  list(prefix: string): Promise<ListedObject[]>;
}

/** Marks of deferred deletes: `.deleted/{key}`, written when the object was deleted. */
export const DELETED_PREFIX = '.deleted/';

/** A key is a relative path of plain segments: no `..`, no empty or dot-led segment (`own`: a first one), no `\\`. */
export function isKey(key: string, own = false): boolean {
  const segments = key.split('/');
  return (
    !key.includes('\\') &&
    !key.includes('\0') &&
    !segments.includes('..') &&
    segments.every((segment, i) => segment !== '' && (!segment.startsWith('.') || (own && i === 0)))
  );
}

export function checkedKey(key: string, own = false): string {
  if (!isKey(key, own)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
  return key;
}

/** Why the storage refused a write: what the person is told, and the status (docs/decisions/photos.md). */
export type StorageRefusal = 'full' | 'readOnly' | 'unreachable';

const REFUSALS = {
  full: ['INSUFFICIENT_STORAGE', UPLOAD_MESSAGES.storageFull],
  readOnly: ['INSUFFICIENT_STORAGE', UPLOAD_MESSAGES.storageReadOnly],
  unreachable: ['SERVICE_UNAVAILABLE', UPLOAD_MESSAGES.storageUnreachable],
} as const;

/** The answer to a refused write: a clear 507 or 503, never a crash; the service goes on answering. */
export const storageRefused = (refusal: StorageRefusal): AppError => {
  const [code, message] = REFUSALS[refusal];
  return new AppError(code, message);
};

/** A local file system error that means the storage cannot take writes now (not a bug of ours). */
export function refusalOfFsError(error: unknown): StorageRefusal | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return 'full';
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return 'readOnly';
  return null;
}

/**
 * Removes the objects marked deleted before `before`, and their marks. One a restored row names again
 * (`stillNamed`: a point-in-time restore brought it back) loses only its mark. Answers how many went.
 */
export async function purgeDeleted(
  storage: ObjectStorage,
  before: Date,
  stillNamed: (key: string) => Promise<boolean>,
): Promise<number> {
  let purged = 0;
  for (const mark of await storage.list(DELETED_PREFIX)) {
    if (mark.lastModified >= before) continue;
    const key = mark.key.slice(DELETED_PREFIX.length);
    if (!(await stillNamed(key))) {
      await storage.discard(key);
      purged += 1;
    }
    await storage.discard(mark.key);
  }
  return purged;
}

/** The type a photo's key says it is (every stored photo is re-encoded as a JPEG; demo art too). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
