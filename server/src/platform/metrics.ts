import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@shim/common/messages';
import { KNOWN_OPERATION_NAMES } from './known-operations';

/** One sample of a gauge registered by another part of the app (a queue's depth, a pool's use). */
export type GaugeSample = number | Array<{ labels: Record<string, string>; value: number }>;

/**
 * The process's Prometheus metrics (`GET /metrics`, text format): requests by route pattern and status,
 * GraphQL operations by name, Node's event-loop lag and heap (prom-client's defaults), and whatever the
 * rest of the app registers with `registerGauge` (database pools here; job and export queues).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly operations: Counter<'operation' | 'type' | 'outcome'>;

  /** `knownOperations`: the names labelled as they are (callers choose names: any other is `other`). */
  constructor(private readonly knownOperations: ReadonlySet<string> = KNOWN_OPERATION_NAMES) {
    collectDefaultMetrics({ register: this.registry });
    const labelNames = ['method', 'route', 'status'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames,
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
    this.operations = new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations, by operation name, type and outcome (ok or error)',
      labelNames: ['operation', 'type', 'outcome'],
      registers: [this.registry],
    });
  }

  /**
   * A gauge read when /metrics is scraped. `collect` answers one number, or one number per label set
   * (give `labelNames` then): `metrics.registerGauge('jobs_waiting', 'Jobs not yet started', () => n)`.
   */
  registerGauge(
    name: string,
    help: string,
    collect: () => GaugeSample | Promise<GaugeSample>,
    labelNames: string[] = [],
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const sample = await collect();
        if (typeof sample === 'number') this.set(sample);
        else {
          this.reset();
          for (const { labels, value } of sample) this.set(labels, value);
        }
      },
    });
  }

  /** Times every request and counts it when its answer has been sent. */
  requestTimer(): RequestHandler {
    return (req, res, next) => {
      const stop = this.durations.startTimer();
      res.once('finish', () => {
        const route = routeOf(req, (res.locals.mountPoint as string | undefined) ?? req.baseUrl, res.statusCode);
        const labels = { method: req.method, route, status: String(res.statusCode) };
        stop(labels);
        this.requests.inc(labels);
      });
      next();
    };
  }

  /**
   * Remembers where a mounted router sits (`/api`): by the time an async handler's answer is sent,
   * Express has already reset `req.baseUrl`.
   */
  mountPoint(): RequestHandler {
    return (req, res, next) => {
      res.locals.mountPoint = req.baseUrl;
      next();
    };
  }

  /** Counts GraphQL operations by their name (bounded: only the known names, the rest as `other`). */
  graphqlPlugin<T extends object>(): ApolloServerPlugin<T> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ operation, operationName, errors }) => {
          this.operations.inc({
            operation: this.operationLabel(operationName ?? operation?.name?.value ?? null),
            type: operation?.operation ?? 'unknown',
            outcome: errors?.length ? 'error' : 'ok',
          });
        },
      }),
    };
  }

  /**
   * `GET /metrics`. In production it answers only with `Authorization: Bearer METRICS_TOKEN` (and is
   * "not found" without a token configured); elsewhere it is open unless a token is set.
   */
  endpoint(options: { production: boolean; token?: string }): RequestHandler {
    const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
    return async (req, res) => {
      if (!expected && options.production) {
        res.status(404).json({ message: MESSAGES.pathNotFound });
        return;
      }
      if (expected) {
        const given = Buffer.from(req.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          res.status(401).json({ message: MESSAGES.unauthenticated });
          return;
        }
      }
      res.setHeader('Content-Type', this.registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(await this.registry.metrics());
    };
  }

  private operationLabel(name: string | null): string {
    if (!name) return '(anonymous)';
    return this.knownOperations.has(name) ? name : 'other';
  }
}

/** The route pattern (`/api/reservations/:id/cancel`), never the raw URL: ids would explode the series. */
function routeOf(req: Request, mountPoint: string, status: number): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${mountPoint}${pattern}`;
  if (mountPoint) return mountPoint;
  return status === 404 ? '(unmatched)' : '(static)';
}
