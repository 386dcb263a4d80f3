import { MESSAGES } from '@shim/common/messages';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Access } from './auth/access';
import { assertAccess } from './auth/access';
import type { RequestContext } from './context';
import { AppError } from './errors';
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
        else res.json(result);
      } catch (error) {
        next(error);
      }
    });
    return this;
  }
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

/** The REST lists' size: one console screen; GraphQL pages further through its connections. */
export const REST_LIST_LIMIT = 1000;

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
  /** true/false (or 1/0, any case) sent as JSON or text; absent is undefined; anything else is a 400 naming `name`. */
  optionalBoolean(value: unknown, name: string): boolean | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const text = String(value).trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    throw AppError.badInput(MESSAGES.booleanFieldInvalid(name));
  },
};
