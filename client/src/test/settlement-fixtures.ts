/** Statements as the server answers them, for the settlement screens' tests. */

type Status = 'OPEN' | 'CLOSED' | 'PAID';

export function statement(
  id: number | null,
  month: string,
  status: Status,
  figures: { gross: number; refund: number; commission: number; adjustment?: number; paidOn?: string } = {
    gross: 305_000,
    refund: 0,
    commission: 3_050,
  },
  hotel = { id: 3, name: '관리 호텔' },
) {
  const adjustment = figures.adjustment ?? 0;
  const net = figures.gross - figures.refund;
  return {
    __typename: 'SettlementStatement' as const,
    id,
    hotelId: hotel.id,
    hotelName: hotel.name,
    month,
    status,
    grossAmount: figures.gross,
    refundAmount: figures.refund,
    netSales: net,
    commissionRate: 1,
    commissionAmount: figures.commission,
    paymentFeeAmount: 0,
    adjustmentAmount: adjustment,
    payoutAmount: net - figures.commission + adjustment,
    lineCount: 2,
    closedAt: status === 'OPEN' ? null : `${month}-31T15:10:00.000Z`,
    paidOn: figures.paidOn ?? null,
  };
}

export const line = (
  reservationId: number,
  status: string,
  paid: number,
  refunded: number,
  stay: { checkIn: string; checkOut: string },
) => {
  const net = paid - refunded;
  const commission = Math.round(net / 100);
  return {
    __typename: 'SettlementLine' as const,
    reservationId,
    bookingNumber: `7K4Q-9XMT-Q2R${reservationId}`,
    orderId: `ORDER-${reservationId}`,
    roomName: '디럭스',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    status,
    paidAmount: paid,
    refundAmount: refunded,
    netAmount: net,
    commissionAmount: commission,
    paymentFeeAmount: 0,
    payoutAmount: net - commission,
  };
};

export const adjustment = (reservationId: number, amount: number, month: string, reason: string) => ({
  __typename: 'SettlementAdjustment' as const,
  reservationId,
  bookingNumber: `7K4Q-9XMT-Q2R${reservationId}`,
  reason,
  amount,
  month,
});
