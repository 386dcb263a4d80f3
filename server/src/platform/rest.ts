import express, { type NextFunction, type Request, type Response } from 'express';
import type { Access } from './auth/access';
import { assertAccess } from './auth/access';
import type { RequestContext } from './context';
import { assertNoControlCharacters } from './input-guard';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec {
  method: Method;
  path: string;
  access: Access;
}

type Handler = (ctx: RequestContext, req: Request, res: Response) => unknown;

/**
 * The REST facade's router: every route states who may call it, and the table of routes is kept
 * so a test can walk it (role × route). A handler returns the JSON to send; `undefined` is 204.
 */
export class RestRouter {
  readonly router = express.Router();
  readonly routes: RouteSpec[] = [];

  get(path: string, access: Access, handler: Handler): this {
    return this.add('get', path, access, handler);
  }
  post(path: string, access: Access, handler: Handler): this {
    return this.add('post', path, access, handler);
  }
  put(path: string, access: Access, handler: Handler): this {
    return this.add('put', path, access, handler);
  }
  patch(path: string, access: Access, handler: Handler): this {
    return this.add('patch', path, access, handler);
  }
  delete(path: string, access: Access, handler: Handler): this {
    return this.add('delete', path, access, handler);
  }

  private add(method: Method, path: string, access: Access, handler: Handler): this {
    this.routes.push({ method, path, access });
    this.router[method](path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const ctx = requestContextOf(res);
        assertAccess(ctx, access);
        assertNoControlCharacters(req.params, false);
        assertNoControlCharacters(req.query, false);
        assertNoControlCharacters(req.body, true);
        const result = await handler(ctx, req, res);
        if (res.headersSent) return;
        if (result === undefined) res.status(204).end();
        else sendJson(res, result);
      } catch (error) {
        next(error);
      }
    });
    return this;
  }
}

/** A list whose items a handler already holds as JSON text (rendered once, kept): sent as `[a,b,...]`. */
export class JsonList {
  constructor(readonly items: string[]) {}
}

/** Items per slice of a long list's JSON: ≈ 20 KB of text, well under V8's large-object size. */
const LIST_SLICE = 20;

/**
 * `result` as JSON, as `res.json` sends it, without its two big allocations for a long list (the REST
 * search's 1,590 lodgings at 10,000 are ≈ 680 KB): one string over V8's 128 KB large-object size, mapped
 * afresh and faulted in page by page on every answer, and a Buffer copy that counts as external memory,
 * whose growth starts the old generation's marking (docs/performance.md, sixth pass). Slices of the
 * list are strings that die young and go to the socket as they are.
 */
function sendJson(res: Response, result: unknown): void {
  const parts =
    result instanceof JsonList
      ? listSlices(result.items, (slice) => slice.join(','))
      : Array.isArray(result) && result.length > LIST_SLICE
        ? listSlices(result, (slice) => JSON.stringify(slice).slice(1, -1))
        : [JSON.stringify(result)];
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', length);
  for (const part of parts.slice(0, -1)) res.write(part);
  res.end(parts.at(-1));
}

/** A list's JSON in pieces: `[` and the first slice's items, `,` and the next slice's, ..., `]`. */
function listSlices<T>(list: T[], itemsJson: (slice: T[]) => string): string[] {
  if (list.length === 0) return ['[]'];
  const parts: string[] = [];
  for (let start = 0; start < list.length; start += LIST_SLICE) {
    const last = start + LIST_SLICE >= list.length;
    parts.push((start === 0 ? '[' : ',') + itemsJson(list.slice(start, start + LIST_SLICE)) + (last ? ']' : ''));
  }
  return parts;
}

export function requestContextOf(res: Response): RequestContext {
  const ctx = res.locals.ctx as RequestContext | undefined;
  if (!ctx) throw new Error('request context missing: the context middleware must run first');
  return ctx;
}

/** An optional list of ids in a body: absent is undefined; anything but whole numbers is NaN (a 400 later). */
export function idList(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return [NaN];
  return value.map((item) => (typeof item === 'number' && Number.isSafeInteger(item) ? item : NaN));
}

/** Body and query values arrive untyped: these read one field as the service expects it. */
export const field = {
  string(value: unknown): string {
    return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  },
  optionalString(value: unknown): string | undefined {
    return typeof value === 'string' && value !== '' ? value : undefined;
  },
  /** A whole number sent as a number or a numeric string; NaN otherwise (the service names the rule). */
  integer(value: unknown): number {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
    return Number.isInteger(number) ? number : NaN;
  },
  /** As `integer`, but absent (undefined, null, '') is null. */
  optionalInteger(value: unknown): number | null {
    return value === undefined || value === null || value === '' ? null : field.integer(value);
  },
};
