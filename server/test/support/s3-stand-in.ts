import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/**
 * A minimal S3-compatible server for tests (ARCHITECTURE §6: the real adapter, a local stand-in over the same
 * protocol): path-style PutObject (with `If-None-Match: *`), CopyObject, GetObject, HeadObject, DeleteObject and
 * ListObjectsV2, in memory, any bucket. Signatures are not checked. `refuseWrites` makes writes answer as a full
 * or unreachable store would.
 */
export class S3StandIn {
  readonly objects = new Map<string, StoredObject>();
  /** A status every write answers while set (507: the store is full). */
  refuseWrites: number | null = null;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) this.error(res, 500, 'InternalError', String(error));
        else res.destroy();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The keys of one bucket under a prefix, sorted. */
  keys(bucket: string, prefix = ''): string[] {
    return [...this.objects.keys()]
      .filter((id) => id.startsWith(`${bucket}/${prefix}`))
      .map((id) => id.slice(bucket.length + 1))
      .sort();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const key = rest.join('/');
    const id = `${bucket}/${key}`;
    const body = await readBody(req);
    if (req.headers['content-encoding']?.includes('aws-chunked'))
      return this.error(res, 501, 'NotImplemented', 'aws-chunked bodies are not taken by this stand-in');

    if (req.method === 'GET' && !key) return this.list(res, bucket, url.searchParams);
    if (req.method === 'PUT') {
      if (this.refuseWrites) return this.error(res, this.refuseWrites, 'XMinioStorageFull', 'storage full');
      if (req.headers['if-none-match'] === '*' && this.objects.has(id))
        return this.error(
          res,
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      const source = req.headers['x-amz-copy-source'];
      if (typeof source === 'string') {
        const from = this.objects.get(decodeURIComponent(source.replace(/^\//, '').split('?')[0]!));
        if (!from) return this.error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        const copy = { ...from, lastModified: new Date() };
        this.objects.set(id, copy);
        return this.xml(
          res,
          200,
          `<CopyObjectResult><ETag>${copy.etag}</ETag><LastModified>${copy.lastModified.toISOString()}</LastModified></CopyObjectResult>`,
        );
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      this.objects.set(id, { body, contentType, etag, lastModified: new Date() });
      res.writeHead(200, { ETag: etag }).end();
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = this.objects.get(id);
      if (!object) {
        if (req.method === 'HEAD') return void res.writeHead(404).end();
        return this.error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      res.writeHead(200, {
        'Content-Type': object.contentType,
        'Content-Length': object.body.length,
        ETag: object.etag,
        'Last-Modified': object.lastModified.toUTCString(),
      });
      res.end(req.method === 'GET' ? object.body : undefined);
      return;
    }
    if (req.method === 'DELETE') {
      if (this.refuseWrites) return this.error(res, this.refuseWrites, 'XMinioStorageFull', 'storage full');
      this.objects.delete(id);
      res.writeHead(204).end();
      return;
    }
    this.error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  private list(res: ServerResponse, bucket: string, query: URLSearchParams): void {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
    const after = query.get('continuation-token') ?? query.get('start-after') ?? '';
    const all = this.keys(bucket, prefix).filter((key) => key > after);
    const page = all.slice(0, maxKeys);
    const truncated = all.length > page.length;
    const contents = page
      .map((key) => {
        const object = this.objects.get(`${bucket}/${key}`)!;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    this.xml(
      res,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : ''}</ListBucketResult>`,
    );
  }

  private error(res: ServerResponse, status: number, code: string, message: string): void {
    this.xml(res, status, `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`);
  }

  private xml(res: ServerResponse, status: number, text: string): void {
    const body = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`);
    res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': body.length }).end(body);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The settings of an app whose photos live in the stand-in's bucket. */
export const s3PhotoSettings = (standIn: S3StandIn, bucket: string): Record<string, string> => ({
  PHOTO_STORAGE: 's3',
  S3_ENDPOINT: standIn.url,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: 'stand-in',
  S3_SECRET_ACCESS_KEY: 'stand-in-secret',
  S3_TIMEOUT_MS: '5000',
});
