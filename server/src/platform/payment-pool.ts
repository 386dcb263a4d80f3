import type { ApolloServerPlugin } from '@apollo/server';
import express, { type Response, type Router } from 'express';
import { Kind } from 'graphql';
import type { RequestContext } from './context';

/** The REST routes that take or give back money: preparing a hold, completing and cancelling a payment. */
const PAYMENT_ROUTES = [
  ['post', '/reservations/prepare'],
  ['post', '/payments/complete'],
  ['put', '/reservations/:id/cancel'],
  ['delete', '/manager/reservations/:id/cancel'],
] as const;

/** Their GraphQL twins: a mutation with any of these root fields runs on the payment pool. */
const PAYMENT_FIELDS = new Set([
  'prepareReservation',
  'completePayment',
  'cancelReservation',
  'managerCancelReservation',
]);

/** A router (mounted under /api before the facade) that moves the payment routes onto their pool. */
export function paymentPoolRoutes(use: (res: Response) => void): Router {
  const router = express.Router();
  for (const [method, path] of PAYMENT_ROUTES) {
    router[method](path, (_req, res, next) => {
      use(res);
      next();
    });
  }
  return router;
}

/** The same for GraphQL, once the operation is known and before any resolver runs. */
export function paymentPoolPlugin(use: (ctx: RequestContext) => void): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ operation, contextValue }) => {
        if (operation?.operation !== 'mutation') return;
        const pays = operation.selectionSet.selections.some(
          (selection) => selection.kind === Kind.FIELD && PAYMENT_FIELDS.has(selection.name.value),
        );
        if (pays) use(contextValue);
      },
    }),
  };
}
