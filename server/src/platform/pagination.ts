import { Field, ObjectType } from 'type-graphql';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { AppError } from './errors';

/** Relay-style page information of every GraphQL connection. */
@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

/** `first` of a connection: the default when absent, 1 to the maximum otherwise. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? LIMITS.pageSizeDefault;
  if (!Number.isInteger(size) || size < 1 || size > LIMITS.pageSizeMax) throw AppError.badInput(MESSAGES.badRequest);
  return size;
}

/** Cursors are opaque to clients: base64url of a JSON array of the row's sort values. */
export const encodeCursor = (values: unknown[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

export function decodeCursor(cursor: string): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(values)) return values;
  } catch {
    // answered below
  }
  throw AppError.badInput(MESSAGES.invalidCursor);
}
