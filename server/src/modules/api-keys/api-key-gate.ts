import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import type { AppServices, RequestContext } from '../../platform/context';
import { RateLimiter } from '../../platform/rate-limit';
import { requestContextOf } from '../../platform/rest';
import { missingScope } from './operation-scopes';
import { operationCost } from './operation-cost';
import { UsageRecorder } from './api-key-usage';

const MINUTE = 60_000;

/** What one app keeps for keys: the two limits per key (Redis-shared when there is Redis) and the usage. */
interface KeyRuntime {
  requests: RateLimiter;
  cost: RateLimiter;
  usage: UsageRecorder;
}

const runtimes = new WeakMap<AppServices, KeyRuntime>();

export function keyRuntimeOf(app: AppServices): KeyRuntime {
  let runtime = runtimes.get(app);
  if (!runtime) {
    const redis = app.shared.redis;
    const store = redis ? { redis, prefix: app.config.REDIS_PREFIX } : undefined;
    runtime = {
      requests: new RateLimiter('api-key-requests', app.config.API_KEY_REQUESTS_PER_MINUTE, MINUTE, store),
      cost: new RateLimiter('api-key-cost', app.config.API_KEY_COST_PER_MINUTE, MINUTE, store),
      usage: new UsageRecorder(app),
    };
    runtimes.set(app, runtime);
  }
  return runtime;
}

/**
 * Before /graphql's Apollo: an unusable key is 401; a usable one spends a request of its minute, told in
 * `RateLimit-Limit/Remaining/Reset` (the request budget) on every answer, 429 with `Retry-After` past it.
 */
export function apiKeyGate(app: AppServices): RequestHandler {
  return async (_req, res, next) => {
    try {
      const ctx = requestContextOf(res);
      if (ctx.apiKeyRejected) {
        res.status(401).json(errorBody(API_KEY_MESSAGES.keyRejected, 'UNAUTHENTICATED'));
        return;
      }
      if (!ctx.apiKey) return next();
      const runtime = keyRuntimeOf(app);
      const state = await runtime.requests.consume(String(ctx.apiKey.id));
      const resetSeconds = Math.ceil(state.resetMs / 1000);
      res.setHeader('RateLimit-Policy', `${runtime.requests.limit};w=60, ${runtime.cost.limit};w=60;name="cost"`);
      res.setHeader('RateLimit-Limit', String(runtime.requests.limit));
      res.setHeader('RateLimit-Remaining', String(state.remaining));
      res.setHeader('RateLimit-Reset', String(resetSeconds));
      if (state.allowed) return next();
      runtime.usage.record(ctx.apiKey.id, { cost: 0, error: true });
      tooMany(res, resetSeconds, API_KEY_MESSAGES.requestsExceeded);
    } catch (error) {
      next(error);
    }
  };
}

function tooMany(res: Response, retryAfter: number, message: string): void {
  res.setHeader('Retry-After', String(Math.max(1, retryAfter)));
  res.status(429).json(errorBody(message, 'TOO_MANY_REQUESTS'));
}

const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * A keyed operation inside Apollo: every field the scope table guards (every root operation, and the nested
 * fields it lists) must be opened by the key's scopes, a pinned
 * key runs only its safelisted documents, and the operation's cost is spent from the key's minute
 * (`RateLimit-Cost-Remaining`); what it did is counted for the usage table.
 */
export function apiKeyPlugin(app: AppServices, schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  return {
    async serverWillStart() {
      return { serverWillStop: () => keyRuntimeOf(app).usage.flush() };
    },
    async requestDidStart({ contextValue }) {
      const key = contextValue.apiKey;
      if (!key) return;
      const runtime = keyRuntimeOf(app);
      let cost = 0;
      return {
        async didResolveOperation(request) {
          const { operation, document, queryHash } = request;
          if (!operation) return;
          if (key.operationIds && !key.operationIds.includes(queryHash)) {
            throw refusal(API_KEY_MESSAGES.persistedQueryNotAllowed, 'PERSISTED_QUERY_NOT_ALLOWED');
          }
          const fragments = Object.fromEntries(
            document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d]] : [])),
          );
          const missing = missingScope(schema, operation, fragments, key.scopes);
          if (missing !== null) throw refusal(API_KEY_MESSAGES.scopeMissing, 'SCOPE_MISSING', missing);
          cost = operationCost(schema, operation, fragments, request.request.variables ?? {});
          const state = await runtime.cost.consume(String(key.id), Math.max(1, cost));
          request.response.http.headers.set('RateLimit-Cost-Remaining', String(state.remaining));
          if (!state.allowed) {
            const retryAfter = String(Math.max(1, Math.ceil(state.resetMs / 1000)));
            throw new GraphQLError(API_KEY_MESSAGES.costExceeded, {
              extensions: {
                code: 'TOO_MANY_REQUESTS',
                cost,
                http: { status: 429, headers: new Map([['retry-after', retryAfter]]) },
              },
            });
          }
        },
        async willSendResponse({ response, errors }) {
          const answered = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          runtime.usage.record(key.id, { cost, error: Boolean(errors?.length || answered?.length) });
        },
      };
    },
  };
}

function refusal(message: string, reason: string, operation?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'FORBIDDEN', reason, ...(operation ? { operation } : {}), http: { status: 403 } },
  });
}
