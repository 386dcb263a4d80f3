import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Receipt_ReservationFragment } from '../../gql/graphql';
import { receipt } from '../../test/booking-fixtures';
import { Receipt } from './Receipt';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the confirmation (Receipt)', () => {
  it('shows times, address, the lodging phone as a tel: link and 무료 취소 마감 for a confirmed booking', () => {
    render(<Receipt reservation={receipt() as unknown as Receipt_ReservationFragment} />);
    expect(valueOf('체크인')).toBe('2026년 12월 1일 (화) 15:00부터');
    expect(valueOf('체크아웃')).toBe('2026년 12월 3일 (목) 11:00까지');
    expect(valueOf('주소')).toBe('부산광역시 해운대구 해운대로 1');
    expect(screen.getByRole('link', { name: '051-777-1234' }).getAttribute('href')).toBe('tel:0517771234');
    expect(valueOf('무료 취소 마감')).toBe('11월 24일 (화) 23:59까지 전액 환불');
  });

  it('says when the free cancellation is over, and 환불 완료 with amount, day and card timing once cancelled', () => {
    const base = receipt() as unknown as Receipt_ReservationFragment;
    const { unmount } = render(<Receipt reservation={{ ...base, freeCancelUntil: null }} />);
    expect(valueOf('무료 취소 마감')).toBe('무료 취소 기간이 지났어요');
    unmount();

    const cancelled = {
      ...base,
      status: 'CANCELED',
      freeCancelUntil: null,
      payment: {
        ...base.payment,
        canceledAmount: 185_000,
        refundStatus: 'REFUNDED',
        refundedAt: '2026-11-20T03:00:00Z',
      },
    } as Receipt_ReservationFragment;
    render(<Receipt reservation={cancelled} />);
    expect(screen.queryByText('무료 취소 마감')).toBeNull();
    expect(valueOf('환불 상태')).toBe('환불 완료 · 185,000원 · 11월 20일 (금)카드사에 따라 3~7영업일 후 환불돼요');
  });

  it('says 환불 진행 중 while the refund is not settled, and no phone row for a lodging without one', () => {
    const base = receipt() as unknown as Receipt_ReservationFragment;
    render(
      <Receipt
        reservation={{
          ...base,
          hotel: { ...base.hotel, phone: null },
          payment: { ...base.payment, refundStatus: 'REFUNDING' } as Receipt_ReservationFragment['payment'],
        }}
      />,
    );
    expect(valueOf('환불 상태')).toContain('환불 진행 중');
    expect(screen.queryByText('숙소 전화')).toBeNull();
  });
});
