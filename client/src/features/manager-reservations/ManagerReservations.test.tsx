import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

// The file download itself (blob, anchor click) is download-xlsx's; here only what the page asks it for.
const downloads = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/download-xlsx', () => ({
  downloadXlsx: async (path: string) => {
    downloads.push(path);
  },
}));

const row = (id: number, userId: number | null, status: string, cancellable: boolean, canceledAmount = 0) => ({
  __typename: 'Reservation',
  id,
  orderId: `ORDER-${id}`,
  bookingNumber: `ABCD-EFGH-JK${String(id).padStart(2, '2')}`,
  user: userId === null ? null : { __typename: 'User', id: userId },
  guestName: userId === null ? '박비회' : '김회원',
  phone: '01012345678',
  hotel: { __typename: 'Hotel', id: 3, name: '관리 호텔' },
  room: { __typename: 'Room', id: 5, name: '디럭스' },
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  nights: 2,
  kind: 'NIGHT',
  dayUseStartsAt: null as string | null,
  dayUseEndsAt: null as string | null,
  roomCount: 1,
  people: 2,
  status,
  payment: { __typename: 'ReservationPayment', totalAmount: 205_000, canceledAmount },
  cancellable,
  createdAt: '2026-11-20T01:00:00.000Z',
  confirmedAt: '2026-11-20T01:05:00.000Z',
  canceledAt: null,
});

function connection(rows: ReturnType<typeof row>[], next: string | null = null, total = rows.length) {
  return {
    managerReservations: {
      __typename: 'ManagerReservationConnection',
      totalCount: total,
      counts: { __typename: 'ReservationTabCounts', all: 2, member: 1, nonMember: 1 },
      pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
      edges: rows.map((node) => ({ __typename: 'ManagerReservationEdge', cursor: String(node.id), node })),
    },
  };
}

/** The lodging cancelling gives everything back, and the quote says so. */
const QUOTE = {
  __typename: 'CancellationQuote',
  tier: 'LODGING',
  tierLabel: '숙소 사정에 의한 취소 (전액 환불)',
  refundRate: 100,
  refundAmount: 205_000,
  keptAmount: 0,
  totalAmount: 205_000,
  validUntil: null,
  policy: [],
};

const LODGINGS = {
  managerHotels: {
    __typename: 'HotelConnection',
    edges: [
      {
        __typename: 'HotelEdge',
        node: {
          __typename: 'Hotel',
          id: 3,
          name: '관리 호텔',
          rooms: [
            { __typename: 'Room', id: 5, name: '디럭스' },
            { __typename: 'Room', id: 6, name: '스위트' },
          ],
        },
      },
      {
        __typename: 'HotelEdge',
        node: { __typename: 'Hotel', id: 4, name: '바다 펜션', rooms: [{ __typename: 'Room', id: 8, name: '온돌' }] },
      },
    ],
  },
};

const MESSAGES_SENT = {
  managerReservationMessages: [
    {
      __typename: 'NotificationDelivery',
      id: 41,
      channel: 'SMS',
      eventLabel: '예약 완료',
      viewLabel: '발송 완료',
      sentAt: '2026-11-20T01:06:00.000Z',
      createdAt: '2026-11-20T01:05:30.000Z',
    },
  ],
};

/** A 대실 of 12월 5일 14:00–18:00 (Seoul). */
const dayUseRow = (id: number) => ({
  ...row(id, null, 'CONFIRMED', true),
  guestName: '이대실',
  checkIn: '2026-12-05',
  checkOut: '2026-12-05',
  nights: 0,
  kind: 'DAY_USE',
  dayUseStartsAt: '2026-12-05T05:00:00.000Z',
  dayUseEndsAt: '2026-12-05T09:00:00.000Z',
});

function server(cancel?: (call: RecordedCall) => Response, extra: Array<ReturnType<typeof row>> = []) {
  storeSession();
  let cancelled = false;
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      ManagerReservationLodgings: () => gqlData(LODGINGS),
      ManagerReservationMessages: () => gqlData(MESSAGES_SENT),
      ManagerReservations: (call) => {
        const filter = call.variables?.filter as { member: string; search: string | null; kind: string | null };
        const rows = [row(2, null, 'CONFIRMED', !cancelled), row(1, 7, 'REVIEWED', false), ...extra].map((r) =>
          r.id === 2 && cancelled ? { ...r, status: 'CANCELED' } : r,
        );
        const shown = rows.filter(
          (r) =>
            (filter.member === 'ALL' || (filter.member === 'MEMBER') === (r.user !== null)) &&
            (!filter.kind || r.kind === filter.kind) &&
            (!filter.search || r.guestName.includes(filter.search)),
        );
        return gqlData(connection(shown));
      },
      ManagerCancellationQuote: () => gqlData({ managerCancellationQuote: QUOTE }),
      ManagerCancelReservation: (call) => {
        const answer = cancel?.(call);
        if (answer) return answer;
        cancelled = true;
        return gqlData({
          managerCancelReservation: {
            __typename: 'ManagerCancelReservationPayload',
            message: MESSAGES.reservationCanceled,
            canceledAmount: 205_000,
            reservation: row(2, null, 'CANCELED', false, 205_000),
          },
        });
      },
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('manager reservations', () => {
  it('shows the table with tab counts; the member tab and the search refetch with the filter', async () => {
    const fake = server();
    const { user } = renderApp('/manager/reservations', fake);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: '회원 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '비회원 1' })).toBeTruthy();
    expect(within(table).getByText('리뷰 작성 완료')).toBeTruthy();
    // Stay dates as people read them, not ISO.
    expect(within(table).getAllByText('12월 1일 (화)')).toHaveLength(2);
    expect(within(table).queryByText('2026-12-01')).toBeNull();
    // The booking number a guest reads out, whole (never truncated), not the orderId.
    const number = within(table).getByText('ABCD-EFGH-JK22');
    expect(number.className).toContain('whitespace-nowrap');
    expect(number.className).not.toContain('truncate');
    expect(within(table).queryByText('ORDER-2')).toBeNull();
    // Only the confirmed row offers a cancel.
    expect(within(table).getAllByRole('button', { name: /취소/ })).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: '회원 1' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toEqual({
      search: null,
      status: 'ALL',
      member: 'MEMBER',
      dateMode: 'ARRIVING',
      from: null,
      to: null,
      hotelId: null,
      roomId: null,
      kind: null,
      sort: 'CHECK_IN_UPCOMING',
    });
    await user.click(screen.getByRole('tab', { name: '전체 2' }));
    await user.type(screen.getByRole('searchbox', { name: '예약 검색' }), '박비');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toMatchObject({ search: '박비' }),
    );
  });

  it('tells 숙박 from 대실 in a column with a 대실’s hours, and filters by it', async () => {
    const fake = server(undefined, [dayUseRow(3)]);
    const { user } = renderApp('/manager/reservations', fake);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: '숙박/대실' })).toBeTruthy();
    const dayUse = within(table).getByText('이대실').closest('tr')!;
    expect(within(dayUse).getByText('대실')).toBeTruthy();
    expect(within(dayUse).getByText('14:00–18:00')).toBeTruthy();
    expect(within(within(table).getByText('박비회').closest('tr')!).getByText('2박')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: '숙박/대실' }), '대실');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toMatchObject({ kind: 'DAY_USE' });
  });

  it('cancels a confirmed row through the quote dialog and shows the refund', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fake = server();
    const { user } = renderApp('/manager/reservations', fake);
    await user.click(await screen.findByRole('button', { name: '예약 2 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 취소' });
    expect(await within(dialog).findByText('숙소 사정에 의한 취소 (전액 환불)')).toBeTruthy();
    expect(within(dialog).getByText('100%')).toBeTruthy();
    expect(fake.named('ManagerCancellationQuote')[0]?.variables).toEqual({ reservationId: 2 });
    await user.click(within(dialog).getByRole('button', { name: '205,000원 환불하고 취소' }));
    expect(await screen.findByText(`${MESSAGES.reservationCanceled} (환불 205,000원)`)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(fake.named('ManagerCancelReservation')[0]?.variables).toEqual({
      input: { reservationId: 2, expectedRefundAmount: 205_000 },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: '예약 2 취소' })).toBeNull());
  });

  it('does nothing when the dialog is closed, and shows the server’s reason on failure', async () => {
    const fake = server(() => gqlError(MESSAGES.reservationNotCancelable, 'CONFLICT'));
    const { user } = renderApp('/manager/reservations', fake);
    await user.click(await screen.findByRole('button', { name: '예약 2 취소' }));
    await user.click(await screen.findByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.named('ManagerCancelReservation')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '예약 2 취소' }));
    await user.click(await screen.findByRole('button', { name: '205,000원 환불하고 취소' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.reservationNotCancelable);
  });

  it('says so when the list cannot be loaded', async () => {
    storeSession();
    renderApp(
      '/manager/reservations',
      fakeServer({
        graphql: {
          Me: () => gqlData({ me: account('ROLE_MANAGER') }),
          ManagerReservationLodgings: () => gqlData(LODGINGS),
          ManagerReservations: () => gqlError(MESSAGES.internal, 'INTERNAL_SERVER_ERROR'),
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('예약 정보를 가져올 수 없습니다.');
  });

  it('shows the empty state', async () => {
    storeSession();
    renderApp(
      '/manager/reservations',
      fakeServer({
        graphql: {
          Me: () => gqlData({ me: account('ROLE_MANAGER') }),
          ManagerReservationLodgings: () => gqlData(LODGINGS),
          ManagerReservations: () => gqlData(connection([])),
        },
      }),
    );
    expect(await screen.findByText('예약 내역이 없습니다.')).toBeTruthy();
  });

  it('keeps the filters and the page in the URL: a reload and back/forward show the same view', async () => {
    storeSession();
    const pages = (call: RecordedCall) =>
      call.variables?.after
        ? gqlData(connection([row(1, 7, 'REVIEWED', false)], null, 120))
        : gqlData(connection([row(2, null, 'CONFIRMED', true)], 'CUR1', 120));
    const answers = {
      Me: () => gqlData({ me: account('ROLE_MANAGER') }),
      ManagerReservationLodgings: () => gqlData(LODGINGS),
      ManagerReservationMessages: () => gqlData(MESSAGES_SENT),
      ManagerReservations: pages,
    };
    const fake = fakeServer({ graphql: answers });
    const url = '/manager/reservations?q=010-1234-5678&dateMode=STAYING&from=2026-12-01&to=2026-12-07&hotel=3';
    const { user, router } = renderApp(url, fake);
    await screen.findByRole('table');
    expect(fake.named('ManagerReservations').at(-1)?.variables).toMatchObject({
      filter: { search: '010-1234-5678', dateMode: 'STAYING', from: '2026-12-01', to: '2026-12-07', hotelId: 3 },
      after: null,
    });
    expect((screen.getByRole('searchbox', { name: '예약 검색' }) as HTMLInputElement).value).toBe('010-1234-5678');
    expect((screen.getByRole('combobox', { name: '날짜 기준' }) as HTMLSelectElement).value).toBe('STAYING');
    await waitFor(() => expect((screen.getByRole('combobox', { name: '숙소' }) as HTMLSelectElement).value).toBe('3'));
    // The room types are the chosen lodging's.
    expect(
      within(screen.getByRole('combobox', { name: '객실' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['전체 객실', '디럭스', '스위트']);

    // A filter change is a new history entry and starts at the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: '예약 상태' }), 'CONFIRMED');
    await waitFor(() =>
      expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toMatchObject({ status: 'CONFIRMED' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('CONFIRMED');

    // The next page: its cursor goes into the URL.
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(fake.named('ManagerReservations').at(-1)?.variables?.after).toBe('CUR1'));
    const paged = router.state.location.search;
    expect(new URLSearchParams(paged).get('pages')).toBe('CUR1');
    expect(await screen.findByText('2 / 3')).toBeTruthy();

    // Back: the first page of the same filter; back again: the filter before it.
    await router.navigate(-1);
    await waitFor(() => expect(fake.named('ManagerReservations').at(-1)?.variables?.after).toBeNull());
    await router.navigate(-1);
    await waitFor(() =>
      expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toMatchObject({ status: 'ALL' }),
    );

    // A reload of the paged URL asks for the same page of the same filter.
    const again = fakeServer({ graphql: answers });
    renderApp(`/manager/reservations${paged}`, again);
    await waitFor(() =>
      expect(again.named('ManagerReservations')[0]?.variables).toMatchObject({
        filter: { status: 'CONFIRMED', dateMode: 'STAYING', hotelId: 3 },
        after: 'CUR1',
      }),
    );
  });

  it('downloads the .xlsx of the list’s own filters', async () => {
    const fake = server();
    const { user } = renderApp(
      '/manager/reservations?dateMode=DEPARTING&from=2026-12-04&hotel=3&member=NON_MEMBER',
      fake,
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const path = downloads[0]!;
    expect(path.startsWith('/api/manager/reservations/export.xlsx?')).toBe(true);
    const query = new URLSearchParams(path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      dateMode: 'departing',
      from: '2026-12-04',
      hotelId: '3',
      member: 'non-member',
      sort: 'check-in-upcoming',
    });
  });

  it('opens a booking’s drawer: stay, guest with the phone formatted, the refund now, messages and history', async () => {
    const fake = server();
    const { user } = renderApp('/manager/reservations', fake);
    await user.click(await screen.findByRole('button', { name: '예약 2 상세 보기' }));
    const drawer = await screen.findByRole('dialog', { name: '예약 ABCD-EFGH-JK22' });
    expect(within(drawer).getByText('12월 1일 (화) ~ 12월 3일 (목) (2박)')).toBeTruthy();
    expect(within(drawer).getByText('010-1234-5678')).toBeTruthy();
    expect(await within(drawer).findByText('205,000원 환불')).toBeTruthy();
    expect(fake.named('ManagerCancellationQuote')[0]?.variables).toEqual({ reservationId: 2 });
    expect(await within(drawer).findByText('문자 · 예약 완료')).toBeTruthy();
    expect(within(drawer).getByText(/^발송 완료 · /)).toBeTruthy();
    expect(fake.named('ManagerReservationMessages')[0]?.variables).toEqual({ reservationId: 2 });
    expect(within(drawer).getByText('결제 일시')).toBeTruthy();
    // Its cancel goes through the quote dialog, never a native prompt.
    await user.click(within(drawer).getByRole('button', { name: '환불 견적 보고 예약 취소' }));
    expect(await screen.findByRole('dialog', { name: '예약 취소' })).toBeTruthy();
  });
});
