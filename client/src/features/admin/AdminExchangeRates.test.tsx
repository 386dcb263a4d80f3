import { EXCHANGE_RATE_MESSAGES } from '@shim/common/exchange-rate-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type GraphQLHandler } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const rate = (currency: string, wonPerUnit: number, effectiveDate: string) => ({
  __typename: 'ExchangeRate',
  currency,
  wonPerUnit,
  effectiveDate,
});
const table = (rates: ReturnType<typeof rate>[], stale = false) => ({
  __typename: 'ExchangeRateTable',
  effectiveDate: rates[0]?.effectiveDate ?? null,
  stale,
  rates,
});

function server(graphql: Record<string, GraphQLHandler> = {}, stale = false) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }),
      AdminExchangeRates: () =>
        gqlData({ exchangeRates: table([rate('USD', 1380.5, '2026-11-28'), rate('JPY', 9.21, '2026-11-28')], stale) }),
      ...graphql,
    },
  });
}

// "Today" in Seoul is 2026-12-03.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('환율', () => {
  it('is in the admin console’s menu and shows every currency with its saved rate and date', async () => {
    renderApp('/admin/exchange-rates', server({}, true));
    const form = await screen.findByRole('form', { name: '환율' });
    expect(screen.getByRole('link', { name: '환율' })).toBeTruthy();
    expect(await within(form).findByText('1,380.5원')).toBeTruthy();
    expect(within(form).getAllByText('2026년 11월 28일 (토)')).toHaveLength(2);
    expect((within(form).getByLabelText('USD 1달러당 원') as HTMLInputElement).value).toBe('1,380.5');
    expect((within(form).getByLabelText('SGD 1싱가포르 달러당 원') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(EXCHANGE_RATE_MESSAGES.ratesStale)).toBeTruthy();
  });

  it('checks the rates before sending, then sends only the changed ones, dated today', async () => {
    const fake = server({
      SetExchangeRates: () =>
        gqlData({
          setExchangeRates: {
            __typename: 'SetExchangeRatesPayload',
            exchangeRates: table([rate('USD', 1391.25, '2026-12-03'), rate('JPY', 9.21, '2026-11-28')]),
          },
        }),
    });
    const { user } = renderApp('/admin/exchange-rates', fake);
    const form = await screen.findByRole('form', { name: '환율' });
    const jpy = await within(form).findByLabelText('JPY 1엔당 원');
    await waitFor(() => expect((jpy as HTMLInputElement).value).toBe('9.21'));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(EXCHANGE_RATE_MESSAGES.nothingChanged)).toBeTruthy();

    // The bank's 100엔당 quote typed as per yen.
    await user.clear(jpy);
    await user.type(jpy, '921');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('JPY 환율은 1엔당 3~30원 사이여야 합니다. 단위를 확인해주세요.')).toBeTruthy();
    expect(fake.named('SetExchangeRates')).toHaveLength(0);

    await user.clear(jpy);
    await user.type(jpy, '9.21');
    const usd = within(form).getByLabelText('USD 1달러당 원');
    await user.clear(usd);
    await user.type(usd, '1,391.25');
    expect((within(form).getByLabelText('USD 기준일') as HTMLInputElement).value).toBe('2026-12-03');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fake.named('SetExchangeRates')).toHaveLength(1));
    expect(fake.named('SetExchangeRates')[0]?.variables).toEqual({
      input: [
        { currency: 'USD', wonPerUnit: 1391.25, effectiveDate: '2026-12-03' },
        // JPY typed back to its saved value keeps nothing changed but its date, now today's.
        { currency: 'JPY', wonPerUnit: 9.21, effectiveDate: '2026-12-03' },
      ],
    });
    expect(await screen.findByText(EXCHANGE_RATE_MESSAGES.ratesSaved)).toBeTruthy();
  });

  it('shows the server’s Korean message when it refuses', async () => {
    const message = EXCHANGE_RATE_MESSAGES.rateTooPrecise('USD');
    const { user } = renderApp(
      '/admin/exchange-rates',
      server({ SetExchangeRates: () => gqlError(message, 'BAD_USER_INPUT') }),
    );
    const form = await screen.findByRole('form', { name: '환율' });
    const sgd = await within(form).findByLabelText('SGD 1싱가포르 달러당 원');
    await user.type(sgd, '1128.7');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
