import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../../lib/leave-site';
import { openPaymentWindow, returnUrls } from './payment-window';
import { TOSS_SDK_URL } from './toss-sdk';

vi.mock('../../lib/leave-site', () => ({ leaveSite: vi.fn() }));

const request = {
  amount: 185_000,
  orderId: 'ORDER-abc_123',
  orderName: '바다 호텔 오션 디럭스',
  customerName: '김쉼',
  ...returnUrls(true, 'https://shim.example'),
};

afterEach(() => {
  delete window.TossPayments;
  vi.mocked(leaveSite).mockClear();
});

describe('payment window', () => {
  it('loads the Toss SDK once and asks it for a card payment with the client key', async () => {
    const requestPayment = vi.fn().mockResolvedValue(undefined);
    const tossPayments = vi.fn(() => ({ requestPayment }));
    window.TossPayments = tossPayments;
    const opening = openPaymentWindow({ mode: 'toss', clientKey: 'test_ck_real', checkoutUrl: null }, request);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${TOSS_SDK_URL}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('load'));
    await opening;

    expect(tossPayments).toHaveBeenCalledWith('test_ck_real');
    expect(requestPayment).toHaveBeenCalledWith('CARD', request);
    expect(leaveSite).not.toHaveBeenCalled();
    expect(request.successUrl).toBe('https://shim.example/payment-callback');
    expect(request.failUrl).toBe('https://shim.example/payment-fail');

    // A wallet chosen at checkout: Toss's direct flow with its easyPay code (the SDK is loaded already).
    await openPaymentWindow({ mode: 'toss', clientKey: 'test_ck_real', checkoutUrl: null }, request, 'KAKAOPAY');
    expect(requestPayment).toHaveBeenLastCalledWith('CARD', { ...request, flowMode: 'DIRECT', easyPay: 'KAKAOPAY' });
  });

  it('passes the chosen wallet to the local sandbox window as Toss would get it', async () => {
    await openPaymentWindow(
      { mode: 'local', clientKey: 'test_ck_local', checkoutUrl: '/local/toss/checkout' },
      request,
      'NAVERPAY',
    );
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]![0], 'https://shim.example');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...request,
      amount: '185000',
      flowMode: 'DIRECT',
      easyPay: 'NAVERPAY',
    });
  });

  it('goes to the local sandbox window with the same fields', async () => {
    await openPaymentWindow(
      { mode: 'local', clientKey: 'test_ck_local', checkoutUrl: '/local/toss/checkout' },
      request,
    );
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]![0], 'https://shim.example');
    expect(url.pathname).toBe('/local/toss/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...request, amount: '185000' });
  });

  it('returns guests to their own pages', () => {
    expect(returnUrls(false, 'https://shim.example')).toEqual({
      successUrl: 'https://shim.example/payment/success',
      failUrl: 'https://shim.example/payment/fail',
    });
  });

  it('returns a visitor to the pages of the language they paid in', () => {
    expect(returnUrls(false, 'https://shim.example', 'en')).toEqual({
      successUrl: 'https://shim.example/en/payment/success',
      failUrl: 'https://shim.example/en/payment/fail',
    });
    expect(returnUrls(true, 'https://shim.example', 'zh-Hans')).toEqual({
      successUrl: 'https://shim.example/zh/payment-callback',
      failUrl: 'https://shim.example/zh/payment-fail',
    });
    expect(returnUrls(true, 'https://shim.example', 'ko').successUrl).toBe('https://shim.example/payment-callback');
  });
});
