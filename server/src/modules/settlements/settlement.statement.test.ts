import { describe, expect, it } from 'vitest';
import { SETTLEMENT_MESSAGES } from '@shim/common/settlements';
import type { CorrectionRow, PaidStayRow } from './settlement.repository';
import { buildStatements } from './settlement.statement';

const lodging = { hotelId: 7, hotelName: '바다 호텔', managerName: '김관리' };
const stay = (reservationId: number, status: string, paidAmount: number, refundAmount: number): PaidStayRow => ({
  ...lodging,
  reservationId,
  bookingNumber: `B-${reservationId}`,
  orderId: `order-${reservationId}`,
  roomName: '디럭스',
  checkIn: '2026-10-10',
  checkOut: '2026-10-12',
  status,
  paidAmount,
  refundAmount,
});

describe('a statement by hand', () => {
  it('rounds commission per line and sums the lines, so the lines add up to the statement', () => {
    const corrections: CorrectionRow[] = [
      { ...lodging, reservationId: 1, bookingNumber: 'B-1', originMonth: '2026-09', amount: -30_000, wasCounted: true },
    ];
    const [statement] = buildStatements(
      '2026-10',
      1,
      [
        stay(11, 'CONFIRMED', 123_450, 0),
        stay(12, 'CANCELED', 200_000, 140_000),
        stay(13, 'CANCELED', 150_000, 150_000),
        stay(14, 'NO_SHOW', 99_950, 0),
      ],
      corrections,
    );
    expect(statement!.lines!.map((l) => [l.netAmount, l.commissionAmount, l.paymentFeeAmount, l.payoutAmount])).toEqual(
      [
        [123_450, 1_235, 0, 122_215],
        [60_000, 600, 0, 59_400],
        [0, 0, 0, 0],
        [99_950, 1_000, 0, 98_950],
      ],
    );
    expect(statement).toMatchObject({
      id: null,
      status: 'OPEN',
      month: '2026-10',
      hotelId: 7,
      commissionRate: 1,
      grossAmount: 573_400,
      refundAmount: 290_000,
      netSales: 283_400,
      // Σ of the lines' rounded commissions (2,835), not the total's (2,834).
      commissionAmount: 2_835,
      paymentFeeAmount: 0,
      adjustmentAmount: -30_000,
      payoutAmount: 250_565,
      lineCount: 4,
      adjustments: [
        {
          reservationId: 1,
          bookingNumber: 'B-1',
          month: '2026-09',
          reason: SETTLEMENT_MESSAGES.lateRefund,
          amount: -30_000,
        },
      ],
    });
  });

  it('gives a lodging with only a correction a statement of its own, and one per lodging', () => {
    const late: CorrectionRow = {
      hotelId: 9,
      hotelName: '가람 한옥',
      managerName: null,
      reservationId: 5,
      bookingNumber: 'B-5',
      originMonth: '2026-08',
      amount: 80_000,
      wasCounted: false,
    };
    const statements = buildStatements('2026-10', 1, [stay(11, 'CONFIRMED', 100_000, 0)], [late]);
    expect(statements.map((s) => [s.hotelName, s.lineCount, s.adjustmentAmount, s.payoutAmount])).toEqual([
      ['가람 한옥', 0, 80_000, 80_000],
      ['바다 호텔', 1, 0, 99_000],
    ]);
    expect(statements[0]!.adjustments![0]!.reason).toBe(SETTLEMENT_MESSAGES.latePayment);
  });
});
