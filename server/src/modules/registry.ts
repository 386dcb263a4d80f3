import type { NonEmptyArray } from 'type-graphql';
import type { RestRouter } from '../platform/rest';
import { authRoutes } from './auth/auth.rest';
import { AuthResolver } from './auth/auth.resolver';

/** Every module's GraphQL resolvers and REST routes: a new module is added here, once. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [AuthResolver];

export const REST_MODULES: ReadonlyArray<(api: RestRouter) => void> = [authRoutes];
