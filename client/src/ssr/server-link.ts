import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** How the server answers an operation for a render: as an anonymous caller, no token, no cookie. */
export type ExecuteOperation = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/**
 * The render's only way to data: operations go straight to the server's GraphQL executor under an anonymous
 * context, never over HTTP with the visitor's credentials, so no private data can reach the HTML. Error
 * codes are kept for the page's status (a hotel that is not found answers 404).
 */
export function serverLink(execute: ExecuteOperation, errorCodes: Set<string>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName ?? undefined,
        })
          .then((result) => {
            for (const error of result.errors ?? []) {
              const code = error.extensions?.code;
              if (typeof code === 'string') errorCodes.add(code);
            }
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
