import { readFileSync } from 'node:fs';
import { parse, print, type OperationDefinitionNode } from 'graphql';
import type {
  FindStaysQuery,
  FindStaysQueryVariables,
  HotelRoomsQuery,
  HotelRoomsQueryVariables,
  ReadNightsQuery,
  ReadNightsQueryVariables,
  StayInput,
  UpdateNightsMutation,
  UpdateNightsMutationVariables,
  UpdateRoomCalendarInput,
} from './generated';

/**
 * A small client of the 쉼, 한국 GraphQL API for integrators (docs/integrators.md): a key in the header, typed
 * answers (scripts/examples/generated.ts, from schema.graphql), the limits' headers kept for pacing.
 */
export interface ShimClient {
  request<TData, TVariables extends object>(operationName: string, variables: TVariables): Promise<TData>;
  /** What the last answer said of the key's budget (`RateLimit-Remaining`), for pacing a long job. */
  remaining: number | null;
}

export class ShimApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
  }
}

const documents = new Map(
  parse(readFileSync(new URL('./operations.graphql', import.meta.url), 'utf8'))
    .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
    .map((d) => [d.name!.value, print(d)]),
);

export function createShimClient(options: { url: string; key: string }): ShimClient {
  const client: ShimClient = {
    remaining: null,
    async request<TData, TVariables extends object>(operationName: string, variables: TVariables): Promise<TData> {
      const query = documents.get(operationName);
      if (!query) throw new Error(`no operation ${operationName} in operations.graphql`);
      const response = await fetch(new URL('/graphql', options.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify({ query, variables, operationName }),
      });
      const remaining = response.headers.get('ratelimit-remaining');
      client.remaining = remaining === null ? null : Number(remaining);
      const body = (await response.json()) as {
        data?: TData | null;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };
      const error = body.errors?.[0];
      if (error || !body.data) {
        const retryAfter = response.headers.get('retry-after');
        throw new ShimApiError(
          error?.message ?? `HTTP ${response.status}`,
          error?.extensions?.code,
          response.status,
          retryAfter === null ? null : Number(retryAfter),
        );
      }
      return body.data;
    },
  };
  return client;
}

export type FoundStay = FindStaysQuery['searchHotels']['edges'][number]['node'];

/** Stays for the same dates across regions, every page of each, cheapest first. */
export async function findStays(client: ShimClient, regions: readonly string[], stay: StayInput): Promise<FoundStay[]> {
  const found: FoundStay[] = [];
  for (const region of regions) {
    let after: string | null = null;
    do {
      const variables: FindStaysQueryVariables = { criteria: { ...stay, region }, stay, after };
      const page: FindStaysQuery = await client.request('FindStays', variables);
      found.push(...page.searchHotels.edges.map((edge) => edge.node));
      after = page.searchHotels.pageInfo.hasNextPage ? page.searchHotels.pageInfo.endCursor : null;
    } while (after);
  }
  return found.sort((a, b) => (a.minPrice ?? Infinity) - (b.minPrice ?? Infinity));
}

/** A lodging's room types with their offer for the stay. */
export async function readRooms(
  client: ShimClient,
  hotelId: number,
  stay: StayInput,
): Promise<HotelRoomsQuery['hotel']> {
  const variables: HotelRoomsQueryVariables = { id: hotelId, stay };
  return (await client.request<HotelRoomsQuery, HotelRoomsQueryVariables>('HotelRooms', variables)).hotel;
}

export type NightsUpdate = UpdateNightsMutation['updateRoomCalendar'];
export type RoomNights = ReadNightsQuery['managerHotel']['rooms'][number]['nights'];

/**
 * A channel manager's push (`calendar:write`): price, rooms to sell, closed or minimum stay for a range of nights
 * of the key owner's room types. Another lodging's room answers NOT_FOUND and changes nothing.
 */
export async function updateNights(client: ShimClient, input: UpdateRoomCalendarInput): Promise<NightsUpdate> {
  const variables: UpdateNightsMutationVariables = { input };
  return (await client.request<UpdateNightsMutation, UpdateNightsMutationVariables>('UpdateNights', variables))
    .updateRoomCalendar;
}

/** One room type's nights `from`–`to` (both included) as the lodging's calendar has them now. */
export async function readNights(
  client: ShimClient,
  room: { hotelId: number; roomId: number },
  from: string,
  to: string,
): Promise<RoomNights> {
  const variables: ReadNightsQueryVariables = { hotelId: room.hotelId, from, to };
  const { managerHotel } = await client.request<ReadNightsQuery, ReadNightsQueryVariables>('ReadNights', variables);
  const found = managerHotel.rooms.find((candidate) => candidate.id === room.roomId);
  if (!found) throw new ShimApiError(`room ${room.roomId} is not in lodging ${room.hotelId}`, 'NOT_FOUND', 200, null);
  return found.nights;
}
