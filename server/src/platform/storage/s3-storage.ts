import { readFile } from 'node:fs/promises';
import { pipeline, type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Logger } from '../logger';
import {
  checkedKey,
  contentTypeOf,
  DELETED_PREFIX,
  isKey,
  storageRefused,
  type ListedObject,
  type ObjectBody,
  type ObjectStorage,
  type StorageRefusal,
  type StoredObject,
} from './object-storage';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Each call's deadline, connection included (ARCHITECTURE §7: every outside call has one). */
  timeoutMs: number;
  /** An object read past this many bytes is cut off: nothing stored here is that large. */
  maxObjectBytes: number;
}

/**
 * Objects in an S3 bucket (AWS or any S3-compatible endpoint: MinIO in compose), shared by every replica. A PUT is
 * atomic in S3 (the object appears whole or not at all), so a write goes straight to its final key; `create`
 * asks for `If-None-Match: *`, so a name in use is never overwritten, as on disk.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly logger?: Logger,
  ) {
    const credentials =
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: Math.min(settings.timeoutMs, 3_000), requestTimeout: settings.timeoutMs },
      // S3-compatible stores differ in the checksums they know: send and check them only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: ObjectBody, contentType: string): Promise<void> {
    checkedKey(key);
    await this.writing(key, async () => {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: await bytesOf(body),
          ContentType: contentType,
        }),
        this.deadline(),
      );
    });
  }

  async create(key: string, body: ObjectBody, contentType: string): Promise<boolean> {
    checkedKey(key);
    return this.writing(key, async () => {
      try {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: key,
            Body: await bytesOf(body),
            ContentType: contentType,
            IfNoneMatch: '*',
          }),
          this.deadline(),
        );
        return true;
      } catch (error) {
        // 412: the name is taken; 409: another writer of the same name is in flight.
        if (statusOf(error) === 412 || statusOf(error) === 409) return false;
        throw error;
      }
    });
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isKey(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
        this.deadline(),
      );
      const body = answer.Body as Readable | undefined;
      const size = answer.ContentLength ?? 0;
      if (!body || size > this.settings.maxObjectBytes) {
        body?.destroy();
        throw new Error(`object ${key} is ${size} bytes, over the cap`);
      }
      const capped = byteCap(size);
      pipeline(body, capped, () => undefined);
      return {
        body: capped,
        size,
        contentType: answer.ContentType ?? contentTypeOf(key),
        etag: answer.ETag ?? `"${size}"`,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(`${DELETED_PREFIX}${key}`, true),
        Body: new Date().toISOString(),
        ContentType: 'text/plain',
      }),
      this.deadline(),
    );
  }

  async discard(key: string): Promise<void> {
    const own = key.startsWith(DELETED_PREFIX);
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key, own) }),
      this.deadline(),
    );
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const own = prefix.startsWith('.');
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
        this.deadline(),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key && isKey(item.Key, own))
          listed.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  /** One call's deadline, whatever the SDK's retries do. */
  private deadline() {
    return { abortSignal: AbortSignal.timeout(this.settings.timeoutMs * 2) };
  }

  /** A bucket that refuses or cannot be reached is the person's clear 507/503, logged for the operator. */
  private async writing<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const refusal = refusalOfS3Error(error);
      this.logger?.warn({ key, error: String(error), refusal }, '사진 저장소(S3)에 쓰지 못했습니다');
      throw storageRefused(refusal);
    }
  }
}

async function bytesOf(body: ObjectBody): Promise<Buffer> {
  // A photo is at most a few MB once re-encoded: sending it from memory keeps the request's length known.
  return Buffer.isBuffer(body) ? body : readFile(body.file);
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

function refusalOfS3Error(error: unknown): StorageRefusal {
  const status = statusOf(error);
  const name = (error as { name?: string } | null)?.name ?? '';
  if (status === 507 || /StorageFull|QuotaExceeded|EntityTooLarge/i.test(name)) return 'full';
  if (status === 403) return 'readOnly';
  return 'unreachable';
}

/** Passes at most `limit` bytes: a store that sends more than it announced is cut off. */
function byteCap(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new Error('object longer than its Content-Length'));
      else done(null, chunk);
    },
  });
}
