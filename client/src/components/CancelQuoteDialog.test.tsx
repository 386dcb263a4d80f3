import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@shim/common/messages';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useT } from '../i18n/I18nProvider';
import { CancelQuoteDialog, quoteDeadline, type CancelQuote } from './CancelQuoteDialog';

const policy = [
  { until: '2026-12-13', untilTime: null, refundRate: 100 },
  { until: '2026-12-17', untilTime: null, refundRate: 70 },
  { until: '2026-12-18', untilTime: null, refundRate: 50 },
  { until: '2026-12-20', untilTime: null, refundRate: 0 },
];
// A 430,000원 stay cancelled 6 days before check-in: 70 % until the end of 12월 17일 (Seoul).
const seventy: CancelQuote = {
  tier: 'DAYS_BEFORE',
  tierLabel: '체크인 3~6일 전 취소',
  refundRate: 70,
  refundAmount: 301_000,
  keptAmount: 129_000,
  totalAmount: 430_000,
  validUntil: '2026-12-17T15:00:00.000Z',
  policy,
};
const fifty: CancelQuote = {
  ...seventy,
  tierLabel: '체크인 2일 전 취소',
  refundRate: 50,
  refundAmount: 215_000,
  keptAmount: 215_000,
  validUntil: '2026-12-18T15:00:00.000Z',
};

function renderDialog(confirm: (amount: number) => Promise<string>, loadQuote = () => Promise.resolve(seventy)) {
  const onDone = vi.fn();
  render(
    <CancelQuoteDialog
      open
      loadQuote={loadQuote}
      confirm={confirm}
      onClose={() => undefined}
      onDone={onDone}
      failure={MESSAGES.reservationCancelFailed}
    />,
  );
  return { onDone, user: userEvent.setup() };
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('cancellation quote dialog', () => {
  it('shows the server’s quote before the button: rate, refund, what is kept and until when', async () => {
    renderDialog(() => Promise.resolve('ok'));
    const quote = await screen.findByRole('group', { name: '환불 견적' });
    expect(within(quote).getByText('체크인 3~6일 전 취소')).toBeTruthy();
    expect(figure('결제 금액')).toBe('430,000원');
    expect(figure('환불률')).toBe('70%');
    expect(figure('환불 금액')).toBe('301,000원');
    expect(figure('환불되지 않는 금액')).toBe('129,000원');
    expect(
      within(quote).getByText('이 환불 금액은 12월 17일 (목)까지 유지됩니다. 그 뒤에 취소하면 환불 금액이 달라집니다.'),
    ).toBeTruthy();
    expect(within(quote).getByText('12월 13일 (일)까지 취소 시 100% 환불')).toBeTruthy();
    expect(within(quote).getByText('그 이후 취소 시 0% 환불')).toBeTruthy();
    expect(within(quote).getByText(/결제 후 24시간 이내 취소/)).toBeTruthy();
  });

  it('lists a 대실’s policy as the server answers it: all back until the minute, nothing after, no 24-hour grace', async () => {
    // A 14:00 use on 12월 4일 (금) at a lodging with 60 free-cancel minutes (common/src/day-use-quote.ts).
    const dayUse: CancelQuote = {
      tier: 'DAYS_BEFORE',
      tierLabel: '12월 4일 (금) 12:59까지 무료 취소',
      refundRate: 100,
      refundAmount: 38_500,
      keptAmount: 0,
      totalAmount: 38_500,
      validUntil: '2026-12-04T04:00:00.000Z',
      policy: [
        { until: '2026-12-04', untilTime: '12:59', refundRate: 100 },
        { until: '2026-12-04', untilTime: null, refundRate: 0 },
      ],
    };
    renderDialog(
      () => Promise.resolve('ok'),
      () => Promise.resolve(dayUse),
    );
    const quote = await screen.findByRole('group', { name: '환불 견적' });
    expect(within(quote).getByText('12월 4일 (금) 12:59까지 취소 시 100% 환불')).toBeTruthy();
    expect(within(quote).getByText('그 이후 취소 시 0% 환불')).toBeTruthy();
    expect(within(quote).queryByText(/결제 후 24시간/)).toBeNull();
  });

  it('confirms with the refund it showed', async () => {
    const confirm = vi.fn().mockResolvedValue('예약이 성공적으로 취소되었습니다.');
    const { onDone, user } = renderDialog(confirm);
    await user.click(await screen.findByRole('button', { name: '301,000원 환불하고 취소' }));
    expect(confirm).toHaveBeenCalledWith(301_000);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('예약이 성공적으로 취소되었습니다.'));
  });

  it('shows the new quote when the refund changed meanwhile, and confirms against that one', async () => {
    const stale = new CombinedGraphQLErrors({
      errors: [{ message: MESSAGES.refundChanged, extensions: { code: 'REFUND_CHANGED', quote: fifty } }],
    });
    const confirm = vi.fn().mockRejectedValueOnce(stale).mockResolvedValueOnce('취소됨');
    const { onDone, user } = renderDialog(confirm);
    await user.click(await screen.findByRole('button', { name: '301,000원 환불하고 취소' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.refundChanged);
    expect(figure('환불률')).toBe('50%');
    expect(figure('환불 금액')).toBe('215,000원');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '215,000원 환불하고 취소' }));
    expect(confirm).toHaveBeenLastCalledWith(215_000);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('취소됨'));
  });

  it('says so when the quote cannot be loaded or the cancel fails, and offers no button without a quote', async () => {
    renderDialog(
      () => Promise.resolve('ok'),
      () => Promise.reject(new Error('network')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.cancelQuoteFailed);
    expect(screen.queryByRole('button', { name: /환불하고 취소/ })).toBeNull();
  });

  it('names the end of the 24-hour grace by its minute in Seoul', () => {
    const t = renderHook(() => useT()).result.current;
    expect(quoteDeadline(t, '2026-11-30T01:15:00.000Z')).toBe('11월 30일 (월) 10:15');
    expect(quoteDeadline(t, '2026-12-12T15:00:00.000Z')).toBe('12월 12일 (토)');
  });
});
