import { readFileSync } from 'node:fs';
import { parse, print, type OperationDefinitionNode } from 'graphql';
import type {
  BookingByOrderQuery,
  BookingByOrderQueryVariables,
  BookingPreviewQuery,
  BookingPreviewQueryVariables,
  CompleteBookingMutation,
  CompleteBookingMutationVariables,
  FindStaysQuery,
  FindStaysQueryVariables,
  HotelRoomsQuery,
  HotelRoomsQueryVariables,
  PaymentWindowConfigQuery,
  PaymentWindowConfigQueryVariables,
  PrepareBookingMutation,
  PrepareBookingMutationVariables,
  ReadNightsQuery,
  ReadNightsQueryVariables,
  StayBookingInput,
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

/** Money as people read it in Korea: `64,000원`. */
export const won = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`;

export type BookingPrice = BookingPreviewQuery['reservationPreview'];

/** What the stay costs (`bookings:write`): room total, taxes and fees (included in the stay total), what is paid. */
export async function previewBooking(client: ShimClient, stay: StayBookingInput): Promise<BookingPrice> {
  const variables: BookingPreviewQueryVariables = { stay };
  return (await client.request<BookingPreviewQuery, BookingPreviewQueryVariables>('BookingPreview', variables))
    .reservationPreview;
}

export type PaymentWindowConfig = PaymentWindowConfigQuery['paymentConfig'];

/** `local` (the sandbox's window: open `paymentWindowUrl`) or `toss` (Toss's SDK with this client key). */
export async function paymentWindowConfig(client: ShimClient): Promise<PaymentWindowConfig> {
  return (await client.request<PaymentWindowConfigQuery, PaymentWindowConfigQueryVariables>('PaymentWindowConfig', {}))
    .paymentConfig;
}

export interface BookingRequest extends StayBookingInput {
  /** The guest's mobile number (010 + 8 digits): the booking is looked up and cancelled with it. */
  phone: string;
  guestName?: string;
  /** Your own pages the window sends the guest back to; their origin must be one of your key's return origins. */
  successUrl?: string;
  failUrl?: string;
}

export type PreparedBooking = PrepareBookingMutation['prepareReservation'];

/**
 * Holds the rooms for 10 minutes and opens the order (`bookings:write`). Your page showed the terms and the three
 * required consents, and the guest agreed to them: they are sent here.
 */
export async function prepareBooking(client: ShimClient, request: BookingRequest): Promise<PreparedBooking> {
  const variables: PrepareBookingMutationVariables = {
    input: { ...request, consents: ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'] },
  };
  return (await client.request<PrepareBookingMutation, PrepareBookingMutationVariables>('PrepareBooking', variables))
    .prepareReservation;
}

/** What the payment window adds to `successUrl` when the guest paid. */
export interface PaymentReturn {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/** The window's answer from the URL it sent the guest back to, or null when it is a failUrl (code, message). */
export function paymentReturnOf(url: string | URL): PaymentReturn | null {
  const query = new URL(url).searchParams;
  const paymentKey = query.get('paymentKey');
  const orderId = query.get('orderId');
  const amount = Number(query.get('amount'));
  return paymentKey && orderId && Number.isSafeInteger(amount) ? { paymentKey, orderId, amount } : null;
}

const htmlText = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/**
 * Pays in the local sandbox's window as a guest's browser would (the sandbox only: real Toss's window is a person's):
 * loads `paymentWindowUrl`, submits its form with 결제하기, and answers where the window sends the guest back (your
 * successUrl with paymentKey, orderId and amount; not followed). `scenario` is one of the sandbox's test switches.
 */
export async function payInSandboxWindow(
  paymentWindowUrl: string,
  options: { scenario?: 'APPROVE' | 'REJECT_CARD_PAYMENT'; action?: 'pay' | 'cancel' } = {},
): Promise<{ location: string; paid: PaymentReturn | null }> {
  const page = await fetch(paymentWindowUrl);
  const html = await page.text();
  if (!page.ok) throw new Error(`payment window ${page.status}: ${html.slice(0, 200)}`);
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name!, htmlText(value!));
  }
  form.set('easyPay', '');
  form.set('scenario', options.scenario ?? 'APPROVE');
  form.set('action', options.action ?? 'pay');
  const answer = await fetch(paymentWindowUrl, { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`payment window ${answer.status}: ${await answer.text()}`);
  const back = new URL(location, paymentWindowUrl).toString();
  return { location: back, paid: paymentReturnOf(back) };
}

export type CompletedBooking = CompleteBookingMutation['completePayment'];

/** Confirms the payment the window returned (`bookings:write`): the booking is paid and confirmed once. */
export async function completeBooking(client: ShimClient, paid: PaymentReturn): Promise<CompletedBooking> {
  const variables: CompleteBookingMutationVariables = { input: paid };
  return (await client.request<CompleteBookingMutation, CompleteBookingMutationVariables>('CompleteBooking', variables))
    .completePayment;
}

export type BookedReservation = BookingByOrderQuery['reservationByOrder'];

/** The booking by its orderId or booking number; the guest's name and phone only with the booking's phone. */
export async function bookingByOrder(client: ShimClient, orderId: string, phone?: string): Promise<BookedReservation> {
  const variables: BookingByOrderQueryVariables = { orderId, phone: phone ?? null };
  return (await client.request<BookingByOrderQuery, BookingByOrderQueryVariables>('BookingByOrder', variables))
    .reservationByOrder;
}
