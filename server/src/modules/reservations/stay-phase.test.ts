import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import { COMPLETED_STAY_LABEL, stayPhaseOf } from './stay-phase';

describe('stayPhaseOf (이용 완료 and the upcoming/past split)', () => {
  const today = '2026-12-05';
  const now = new Date('2026-12-05T03:00:00Z');
  it('calls a confirmed stay 이용 완료 from the day after check-out, and past', () => {
    expect(stayPhaseOf({ status: 'CONFIRMED', checkOut: '2026-12-04' }, today, now)).toEqual({
      stayPhase: 'PAST',
      statusLabel: COMPLETED_STAY_LABEL,
    });
    expect(stayPhaseOf({ status: 'CONFIRMED', checkOut: today }, today, now)).toEqual({
      stayPhase: 'UPCOMING',
      statusLabel: '예약 완료',
    });
  });
  it('keeps the other statuses’ labels; only confirmed and pending stays are ahead', () => {
    expect(stayPhaseOf({ status: 'PENDING', checkOut: '2026-12-09' }, today, now).stayPhase).toBe('UPCOMING');
    expect(stayPhaseOf({ status: 'CANCELED', checkOut: '2026-12-09' }, today, now)).toEqual({
      stayPhase: 'PAST',
      statusLabel: '예약 취소',
    });
    expect(stayPhaseOf({ status: 'REVIEWED', checkOut: '2026-12-01' }, today, now)).toEqual({
      stayPhase: 'PAST',
      statusLabel: '리뷰 작성 완료',
    });
  });
});

// The clock starts at the real now (bookings take today's stays); then it is pinned around a Seoul midnight.
const clock = new PinnedClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 10 });
});
afterAll(() => app.close());

describe('my reservations on the Seoul date', () => {
  it('turn 이용 완료 at the Seoul midnight after check-out, in GraphQL and REST', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(3, 1), s.token);
    const checkOut = addDays(clock.today(), -1);
    await app.orm.em
      .fork()
      .getConnection()
      .execute('update reservations set check_in = ?::date - 1, check_out = ? where id = ?', [
        checkOut,
        checkOut,
        prepared.reservationId,
      ]);
    const graph = async () =>
      (
        await app.graphql<{ myReservations: { edges: Array<{ node: Record<string, unknown> }> } }>(
          '{ myReservations { edges { node { id status statusLabel stayPhase } } } }',
          {},
          s.token,
        )
      ).data?.myReservations.edges.map((edge) => edge.node);
    const rest = async () =>
      (await app.request('GET', '/api/mypage/reservations', { token: s.token })).json<Array<Record<string, unknown>>>();

    // 23:59 in Seoul on the check-out day is 14:59 UTC: still the stay's last day.
    clock.set(`${checkOut}T23:59:59+09:00`);
    expect(await graph()).toEqual([
      { id: prepared.reservationId, status: 'CONFIRMED', statusLabel: '예약 완료', stayPhase: 'UPCOMING' },
    ]);
    clock.set(`${addDays(checkOut, 1)}T00:00:01+09:00`);
    expect(await graph()).toEqual([
      { id: prepared.reservationId, status: 'CONFIRMED', statusLabel: COMPLETED_STAY_LABEL, stayPhase: 'PAST' },
    ]);
    // REST keeps its documented `status` label; the additions say 이용 완료.
    expect((await rest())[0]).toMatchObject({ status: '예약 완료', statusLabel: '이용 완료', stayPhase: 'PAST' });
  });
});
