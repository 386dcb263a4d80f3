import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
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

export interface Page<T> {
  items: Array<{ cursor: string; node: T }>;
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/**
 * A page of a list the service already read whole and in order (a member's own reservations, reviews,
 * coupons…: bounded by what one person does). The cursor names the item by its id, so a page after an item
 * that was since removed resumes where that item stood.
 */
export function pageOf<T>(
  list: readonly T[],
  idOf: (item: T) => number,
  request: { first?: number | null; after?: string | null },
): Page<T> {
  const size = pageSize(request.first);
  let start = 0;
  if (request.after) {
    const [position, id] = decodeCursor(request.after);
    if (!Number.isInteger(position) || !Number.isInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
    const at = list.findIndex((item) => idOf(item) === id);
    start = at >= 0 ? at + 1 : Math.min(position as number, list.length);
  }
  const items = list
    .slice(start, start + size)
    .map((node, index) => ({ cursor: encodeCursor([start + index, idOf(node)]), node }));
  return {
    items,
    hasNextPage: start + size < list.length,
    endCursor: items.at(-1)?.cursor ?? null,
    totalCount: list.length,
  };
}

export interface ConnectionShape<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: PageInfo;
  totalCount: number;
}

/** The `<Name>Connection` and `<Name>Edge` object types of a list of `node`s. */
export function connectionType<T extends object>(name: string, node: ClassType<T>): ClassType<ConnectionShape<T>> {
  @ObjectType(`${name}Edge`, { simpleResolvers: true })
  class Edge {
    @Field(() => String)
    cursor!: string;

    @Field(() => node)
    node!: T;
  }

  @ObjectType(`${name}Connection`, { simpleResolvers: true })
  class Connection {
    @Field(() => [Edge])
    edges!: Edge[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int)
    totalCount!: number;
  }
  return Connection;
}

/** A page as a connection. */
export const connectionOf = <T>(page: Page<T>): ConnectionShape<T> => ({
  edges: page.items,
  pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  totalCount: page.totalCount,
});

/** The id a newest-first list's cursor stands for (the admin's lists run newest first, by id). */
export function beforeIdOf(after: string | null | undefined): number | null {
  if (!after) return null;
  const id = Number(decodeCursor(after)[0]);
  if (!Number.isSafeInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
  return id;
}

/** A page of `size` from `rows` fetched with one extra (which says there is a next page), cursors by id. */
export function connectionOfRows<T>(rows: T[], size: number, idOf: (row: T) => number) {
  const edges = rows.slice(0, size).map((node) => ({ cursor: encodeCursor([idOf(node)]), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
}
