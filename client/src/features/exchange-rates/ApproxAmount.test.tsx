import { ApolloProvider } from '@apollo/client/react';
import type { Locale } from '@shim/common/locales';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo';
import { fakeServer, gqlData } from '../../test/fake-server';
import { ApproxAmount } from './ApproxAmount';

const TABLE = {
  __typename: 'ExchangeRateTable',
  effectiveDate: '2026-12-03',
  stale: false,
  rates: [
    { __typename: 'ExchangeRate', currency: 'USD', wonPerUnit: 1380.5, effectiveDate: '2026-12-03' },
    { __typename: 'ExchangeRate', currency: 'JPY', wonPerUnit: 9.21, effectiveDate: '2026-12-03' },
    { __typename: 'ExchangeRate', currency: 'CNY', wonPerUnit: 190.12, effectiveDate: '2026-12-03' },
  ],
};

function renderPrices(locale: Locale, wons: number[], table = TABLE) {
  const server = fakeServer({ graphql: { ExchangeRates: () => gqlData({ exchangeRates: table }) } });
  const client = createApolloClient({ fetch: server.fetch });
  const view = render(
    <ApolloProvider client={client}>
      {wons.map((won) => (
        <p key={won} data-testid={`price-${won}`}>
          {won.toLocaleString('ko-KR')}원 <ApproxAmount won={won} locale={locale} />
        </p>
      ))}
    </ApolloProvider>,
  );
  return { ...view, server };
}

describe('ApproxAmount', () => {
  it('shows nothing on Korean pages and never asks for the rates', async () => {
    const { server, container } = renderPrices('ko', [64_000]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('64,000원 ');
    expect(server.named('ExchangeRates')).toHaveLength(0);
  });

  it('shows the amount in the visitor’s currency, marked approximate, asking for the rates once per page', async () => {
    const { server } = renderPrices('en', [64_000, 320_000]);
    expect(await screen.findByText('≈ US$46.36')).toBeTruthy();
    expect(screen.getByText('≈ US$232')).toBeTruthy();
    expect(server.named('ExchangeRates')).toHaveLength(1);
  });

  it('tells assistive technology and a hover that it is approximate and charged in won', async () => {
    renderPrices('en', [64_000]);
    const figure = await screen.findByText('≈ US$46.36');
    expect(figure.getAttribute('aria-hidden')).toBe('true');
    expect(figure.parentElement?.getAttribute('title')).toBe(
      'Approximately US$46.36. You are charged in Korean won (KRW).',
    );
    expect(screen.getByText('Approximately US$46.36. You are charged in Korean won (KRW).').className).toContain(
      'sr-only',
    );
  });

  it('uses yen in Japanese and yuan in Chinese', async () => {
    renderPrices('ja', [64_000]);
    expect(await screen.findByText('約 ￥6,949')).toBeTruthy();
    const { unmount } = renderPrices('zh-Hans', [66_000]);
    expect(await screen.findByText('约 ¥347')).toBeTruthy();
    unmount();
  });

  it('shows nothing when the table has no rate for the currency', async () => {
    const { server } = renderPrices('en', [64_000], { ...TABLE, rates: TABLE.rates.slice(1) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.named('ExchangeRates')).toHaveLength(1);
    expect(screen.getByTestId('price-64000').textContent).toBe('64,000원 ');
  });
});
