import 'reflect-metadata';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { lexicographicSortSchema, printSchema, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { ArgumentValidationError, buildSchema } from 'type-graphql';
import { MESSAGES } from '@shim/common/messages';
import { RESOLVERS } from '../modules/registry';
import type { RequestContext } from './context';
import { isAppError } from './errors';
import { authChecker } from './graphql-access';
import type { Logger } from './logger';

let schemaPromise: Promise<GraphQLSchema> | undefined;

/** The schema is built once per process from the type-graphql classes. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  schemaPromise ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    // class-validator rules on inputs (STYLE.md); objects without rules pass as they are.
    validate: { forbidUnknownValues: false },
  });
  return schemaPromise;
}

/** `schema.graphql` as committed: sorted, so the file only changes when the contract does. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}

export async function createApolloServer(options: { logger: Logger; development: boolean }) {
  const armor = new ApolloArmor({
    maxDepth: { n: 6, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
  });
  const protection = armor.protect();
  const server = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    introspection: true,
    csrfPrevention: true,
    // main.ts owns shutdown (HTTP, then Apollo, then the pool, then the database).
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: options.development,
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<RequestContext>[]),
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
      // No cache hints are set (answers carry live availability), and the plugin wraps every field's
      // resolver to collect them: ≈ 3% of a search page's GraphQL time for nothing.
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: [...protection.validationRules],
    formatError: (formatted, error) => formatError(formatted, error, options.logger),
  });
  await server.start();
  return server;
}

/**
 * One mapping from what went wrong to what the client sees: AppError keeps its code and Korean
 * message; validation errors become BAD_USER_INPUT without echoing the input (passwords included);
 * type-graphql's UNAUTHORIZED is FORBIDDEN; anything unexpected is logged and answered generically.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  // Duck-typed rather than `instanceof GraphQLError`: graphql's CJS and ESM builds can both be loaded.
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (isAppError(original)) {
    return { message: original.message, path: formatted.path, extensions: { code: original.code } };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors[0];
    const message = first?.constraints ? Object.values(first.constraints)[0] : undefined;
    return { message: message ?? MESSAGES.badRequest, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  if (code === 'UNAUTHORIZED') return { ...formatted, extensions: { code: 'FORBIDDEN' } };
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: original }, 'graphql error');
  return { message: MESSAGES.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
