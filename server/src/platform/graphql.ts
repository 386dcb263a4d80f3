import 'reflect-metadata';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  lexicographicSortSchema,
  printSchema,
  visit,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { ArgumentValidationError, buildSchema, type NonEmptyArray } from 'type-graphql';
import { DEFAULT_LOCALE, type Locale } from '@shim/common/locales';
import { translateMessage } from '@shim/common/message-locales';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from './context';
import { isAppError } from './errors';
import { assertNoControlCharacters, isDataException } from './input-guard';
import { authChecker } from './graphql-access';
import type { Logger } from './logger';
import { isDatabaseUnavailable, OutageLog } from './outages';

/** One outage log per logger (per app): an outage is logged once a minute, not once per operation. */
const outageLogs = new WeakMap<Logger, OutageLog>();
const outageLogOf = (logger: Logger): OutageLog => {
  let log = outageLogs.get(logger);
  if (!log) outageLogs.set(logger, (log = new OutageLog(logger, '데이터베이스에 연결할 수 없거나 응답이 늦습니다')));
  return log;
};

/** Apollo's words (no code, so INTERNAL_SERVER_ERROR) for an APQ whose sha256Hash is not its query's. */
const APQ_HASH_MISMATCH = 'provided sha does not match query';

/** graphql-armor's default: a document of more tokens is refused before it is parsed further. */
const GRAPHQL_MAX_TOKENS = 1000;

/** The type-graphql resolver classes a schema is built from (the modules' registry hands them in). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type Resolvers = NonEmptyArray<Function>;

const schemas = new WeakMap<Resolvers, Promise<GraphQLSchema>>();

/** A schema is built once per process from the type-graphql classes. */
export function buildGraphqlSchema(resolvers: Resolvers): Promise<GraphQLSchema> {
  let schema = schemas.get(resolvers);
  if (!schema) {
    schema = buildSchema({
      resolvers,
      authChecker,
      // class-validator rules on inputs (STYLE.md); objects without rules pass as they are.
      validate: { forbidUnknownValues: false },
    });
    schemas.set(resolvers, schema);
  }
  return schema;
}

/** A schema as `schema.graphql` is committed: sorted, so the file only changes when the contract does. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

export async function createApolloServer(options: {
  schema: GraphQLSchema;
  logger: Logger;
  development: boolean;
  /** Operational plugins of the app (metrics, the payment pool). */
  plugins?: ApolloServerPlugin<RequestContext>[];
}) {
  const armor = new ApolloArmor({
    // A fragment spread is not nesting: counted flat (depth and cost), colocated fragments add nothing.
    maxDepth: { n: 6, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000, flattenFragments: true },
    // Its token limit throws from a plugin hook, which Apollo answers 500: graphql's own parser limit
    // (parseOptions below) is a syntax error, answered 400.
    maxTokens: { enabled: false },
  });
  const protection = armor.protect();
  const server = new ApolloServer<RequestContext>({
    schema: options.schema,
    introspection: true,
    csrfPrevention: true,
    // main.ts owns shutdown (HTTP, then Apollo, then the pool, then the database).
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: options.development,
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<RequestContext>[]),
      boundaryRule,
      errorLanguage,
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
      // No cache hints are set (answers carry live availability), and the plugin wraps every field's
      // resolver to collect them: ≈ 3% of a search page's GraphQL time for nothing.
      ApolloServerPluginCacheControlDisabled(),
      ...(options.plugins ?? []),
    ],
    validationRules: [...protection.validationRules],
    parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS },
    formatError: (formatted, error) => formatError(formatted, error, options.logger),
  });
  await server.start();
  return server;
}

/**
 * One mapping from what went wrong to what the client sees: AppError keeps its code and Korean
 * message (`errorLanguage` translates it afterwards); validation errors become BAD_USER_INPUT without
 * echoing the input (passwords included); type-graphql's UNAUTHORIZED is FORBIDDEN; anything unexpected
 * is logged and answered generically.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  // Duck-typed rather than `instanceof GraphQLError`: graphql's CJS and ESM builds can both be loaded.
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (isAppError(original)) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { ...original.details, code: original.code },
    };
  }
  if (isDatabaseUnavailable(original)) {
    outageLogOf(logger).report(original);
    return { message: MESSAGES.serviceUnavailable, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  if (isDataException(original)) {
    logger.warn({ sqlState: (original as { code?: string }).code }, 'value refused by the database');
    return { message: MESSAGES.badRequest, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors[0];
    const message = first?.constraints ? Object.values(first.constraints)[0] : undefined;
    return { message: message ?? MESSAGES.badRequest, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  if (code === 'GRAPHQL_PARSE_FAILED' && /contains more th\w+ \d+ tokens/.test(formatted.message)) {
    return { message: MESSAGES.graphqlDocumentTooLarge, extensions: { code: 'GRAPHQL_PARSE_FAILED' } };
  }
  if (code === 'UNAUTHORIZED') return { ...formatted, extensions: { code: 'FORBIDDEN' } };
  // A client's mistake (already a 400): no stack, one line.
  if (formatted.message === APQ_HASH_MISMATCH) {
    logger.info('persisted query hash mismatch');
    return { message: MESSAGES.persistedQueryHashMismatch, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } };
  }
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: original }, 'graphql error');
  return { message: MESSAGES.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** Roles whose faces (the manager and admin consoles) stay Korean whatever their browser asks for. */
const CONSOLE_ROLES = new Set(['ROLE_MANAGER', 'ROLE_ADMIN', 'ROLE_PENDING']);

/**
 * The language a request's GraphQL errors answer in: its `Accept-Language`, except for a person signed in to a
 * console, who reads Korean; an API key gets what it asks for (integrators serve guests).
 */
export function errorLocale(ctx: Pick<RequestContext, 'locale' | 'user' | 'apiKey'>): Locale {
  if (!ctx.apiKey && ctx.user && CONSOLE_ROLES.has(ctx.user.role)) return DEFAULT_LOCALE;
  return ctx.locale;
}

/**
 * The one place GraphQL errors change language: services throw the Korean catalogue text (the source of truth,
 * and what REST answers), and here it becomes the request's locale. Korean requests pay nothing.
 */
const errorLanguage: ApolloServerPlugin<RequestContext> = {
  async requestDidStart({ contextValue }) {
    const locale = errorLocale(contextValue);
    if (locale === DEFAULT_LOCALE) return;
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        if (!result.errors) return;
        result.errors = result.errors.map((error) => ({ ...error, message: translateMessage(error.message, locale) }));
      },
    };
  },
};

/**
 * The REST facade's boundary rule for GraphQL: string values (variables and literals in the document)
 * with control characters are refused with 400 before any resolver runs; a document past the token
 * limit is a 400 that says so.
 */
const boundaryRule: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        try {
          assertNoControlCharacters(request.variables ?? {}, true);
          assertNoControlCharacters(stringLiterals(document), true);
        } catch (error) {
          if (!isAppError(error)) throw error;
          throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        }
      },
    };
  },
};

function stringLiterals(document: DocumentNode): string[] {
  const values: string[] = [];
  visit(document, {
    [Kind.STRING](node) {
      values.push(node.value);
    },
  });
  return values;
}
