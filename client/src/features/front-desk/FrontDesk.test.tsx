import { FRONT_DESK_MESSAGES } from '@shim/common/front-desk';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const STAGE_LABELS: Record<string, string> = {
  EXPECTED: '도착 전',
  CHECKED_IN: '체크인 완료',
  CHECKED_OUT: '체크아웃 완료',
  NO_SHOW: '노쇼',
};

const stay = (id: number, name: string, stage: string, can: { in?: boolean; noShow?: boolean; out?: boolean }) => ({
  __typename: 'FrontDeskStay',
  stage,
  stageLabel: STAGE_LABELS[stage],
  paidAmount: 305_000,
  refundedAmount: 0,
  checkedInAt: stage === 'CHECKED_IN' ? '2026-12-04T06:00:00.000Z' : null,
  checkedOutAt: null,
  noShowAt: stage === 'NO_SHOW' ? '2026-12-04T13:00:00.000Z' : null,
  canCheckIn: can.in ?? false,
  canMarkNoShow: can.noShow ?? false,
  canCheckOut: can.out ?? false,
  reservation: {
    __typename: 'Reservation',
    id,
    bookingNumber: `7K4Q-9XMT-Q2R${id}`,
    guestName: name,
    phone: '01012345678',
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
    nights: 2,
    kind: 'NIGHT',
    dayUseStartsAt: null as string | null,
    dayUseEndsAt: null as string | null,
    roomCount: 1,
    people: 2,
    status: stage === 'NO_SHOW' ? 'NO_SHOW' : 'CONFIRMED',
    hotel: { __typename: 'Hotel', id: 3, name: '관리 호텔' },
    room: { __typename: 'Room', id: 5, name: '디럭스' },
  },
});

/** A 대실 of 12월 4일 14:00–18:00 (Seoul), 4 hours. */
const dayUseStay = (id: number, name: string, can: { in?: boolean; noShow?: boolean; out?: boolean }) => {
  const base = stay(id, name, 'EXPECTED', can);
  return {
    ...base,
    reservation: {
      ...base.reservation,
      checkOut: '2026-12-04',
      nights: 0,
      kind: 'DAY_USE',
      dayUseStartsAt: '2026-12-04T05:00:00.000Z',
      dayUseEndsAt: '2026-12-04T09:00:00.000Z',
    },
  };
};

function server(mark?: (call: RecordedCall) => Response | undefined, withDayUse = false) {
  storeSession();
  let checkedIn = false;
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      FrontDesk: () =>
        gqlData({
          frontDesk: {
            __typename: 'FrontDesk',
            date: '2026-12-04',
            arrivals: [
              checkedIn
                ? stay(1, '김도착', 'CHECKED_IN', { out: true })
                : stay(1, '김도착', 'EXPECTED', { in: true, noShow: true }),
              stay(2, '이노쇼', 'EXPECTED', { in: true, noShow: true }),
              ...(withDayUse ? [dayUseStay(4, '최대실', { in: true, noShow: true })] : []),
            ],
            departures: withDayUse ? [dayUseStay(4, '최대실', {})] : [],
            inHouse: [stay(3, '박투숙', 'CHECKED_IN', { out: true })],
          },
        }),
      CheckInGuest: (call) => {
        const answer = mark?.(call);
        if (answer) return answer;
        checkedIn = true;
        return gqlData({
          checkInGuest: {
            __typename: 'FrontDeskActionPayload',
            message: FRONT_DESK_MESSAGES.checkedIn,
            stay: stay(1, '김도착', 'CHECKED_IN', { out: true }),
          },
        });
      },
      MarkNoShow: () =>
        gqlData({
          markNoShow: {
            __typename: 'FrontDeskActionPayload',
            message: FRONT_DESK_MESSAGES.markedNoShow,
            stay: stay(2, '이노쇼', 'NO_SHOW', {}),
          },
        }),
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('front desk (오늘)', () => {
  it('lists arrivals, in-house guests and departures with phone links, money, nights and booking numbers', async () => {
    const fake = server();
    renderApp('/manager/today', fake);
    expect(await screen.findByText('12월 4일 (금) 프런트 명단')).toBeTruthy();
    const arrivals = screen.getByRole('region', { name: /도착/ });
    expect(within(arrivals).getAllByRole('listitem')).toHaveLength(2);
    const row = within(arrivals).getByRole('listitem', { name: '김도착 7K4Q-9XMT-Q2R1' });
    const phone = within(row).getByRole('link', { name: '010-1234-5678' });
    expect(phone.getAttribute('href')).toBe('tel:01012345678');
    expect(within(row).getByText(/결제 305,000원/)).toBeTruthy();
    expect(within(row).getByText(/12월 4일 \(금\) ~ 12월 6일 \(일\) · 2박/)).toBeTruthy();
    expect(within(row).getByText('도착 전')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /투숙 중/ })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('이 날 체크아웃하는 예약이 없습니다.')).toBeTruthy();
    // Only what the server allows is offered: the in-house guest may only check out.
    const inHouse = screen.getByRole('listitem', { name: '박투숙 7K4Q-9XMT-Q2R3' });
    expect(within(inHouse).queryByRole('button', { name: '체크인' })).toBeNull();
    expect(within(inHouse).getByRole('button', { name: '체크아웃' })).toBeTruthy();
  });

  it('marks a 대실 and shows its hours: arriving at its start, leaving at its end', async () => {
    const fake = server(undefined, true);
    const { user } = renderApp('/manager/today', fake);
    const arrivals = await screen.findByRole('region', { name: /도착/ });
    const arriving = within(arrivals).getByRole('listitem', { name: '최대실 7K4Q-9XMT-Q2R4' });
    expect(within(arriving).getByText('대실')).toBeTruthy();
    expect(within(arriving).getByText(/14:00 입실/)).toBeTruthy();
    expect(within(arriving).getByText(/12월 4일 \(금\) 14:00–18:00 · 대실 4시간/)).toBeTruthy();
    const leaving = within(screen.getByRole('region', { name: /출발/ })).getByRole('listitem', {
      name: '최대실 7K4Q-9XMT-Q2R4',
    });
    expect(within(leaving).getByText(/18:00 퇴실/)).toBeTruthy();
    await user.click(within(arriving).getByRole('button', { name: '노쇼' }));
    const dialog = await screen.findByRole('dialog', { name: '노쇼로 처리할까요?' });
    expect(within(dialog).getByText(/대실 시간은 판매된 그대로 남고/)).toBeTruthy();
  });

  it('checks a guest in and refetches the sheet', async () => {
    const fake = server();
    const { user } = renderApp('/manager/today', fake);
    const row = await screen.findByRole('listitem', { name: '김도착 7K4Q-9XMT-Q2R1' });
    await user.click(within(row).getByRole('button', { name: '체크인' }));
    expect(await screen.findByText(FRONT_DESK_MESSAGES.checkedIn)).toBeTruthy();
    expect(fake.named('CheckInGuest')[0]?.variables).toEqual({ input: { reservationId: 1 } });
    await waitFor(() => expect(within(row).getByText('체크인 완료')).toBeTruthy());
  });

  it('marks a no-show only through the site’s dialog, which says the payment is kept', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fake = server();
    const { user } = renderApp('/manager/today', fake);
    const row = await screen.findByRole('listitem', { name: '이노쇼 7K4Q-9XMT-Q2R2' });
    await user.click(within(row).getByRole('button', { name: '노쇼' }));
    const dialog = await screen.findByRole('dialog', { name: '노쇼로 처리할까요?' });
    expect(within(dialog).getByText('305,000원')).toBeTruthy();
    expect(fake.named('MarkNoShow')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '노쇼 처리' }));
    expect(await screen.findByText(FRONT_DESK_MESSAGES.markedNoShow)).toBeTruthy();
    expect(fake.named('MarkNoShow')[0]?.variables).toEqual({ input: { reservationId: 2 } });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, and prints the sheet', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const fake = server(() => gqlError(FRONT_DESK_MESSAGES.alreadyCheckedIn, 'CONFLICT'));
    const { user } = renderApp('/manager/today', fake);
    const row = await screen.findByRole('listitem', { name: '김도착 7K4Q-9XMT-Q2R1' });
    await user.click(within(row).getByRole('button', { name: '체크인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FRONT_DESK_MESSAGES.alreadyCheckedIn);
    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
