import { LOCALES } from '@shim/common/locales';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMessages, type Messages } from '../i18n/catalog';
import { fakeServer, gqlData } from '../test/fake-server';
import { detailAnswer, reviewPageAnswer } from '../test/hotel-fixtures';
import { renderApp } from '../test/render-app';

// The lodging route's namespaces (router.tsx) in every language, as the browser loads them for the page.
const catalogues = import.meta.glob<Messages>('../i18n/messages/{common,searchbar,lodging}/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
for (const locale of LOCALES)
  addMessages(
    locale,
    Object.assign(
      {},
      ...['common', 'searchbar', 'lodging'].map(
        (namespace) => catalogues[`../i18n/messages/${namespace}/${locale}.json`],
      ),
    ) as Messages,
    ['common', 'searchbar', 'lodging'],
  );

const RATES = {
  __typename: 'ExchangeRateTable',
  effectiveDate: '2030-03-01',
  stale: false,
  rates: [{ __typename: 'ExchangeRate', currency: 'USD', wonPerUnit: 1000, effectiveDate: '2030-03-01' }],
};

const server = () =>
  fakeServer({
    graphql: {
      HotelDetail: () => gqlData(detailAnswer()),
      HotelReviewPage: ({ variables }) =>
        gqlData(
          reviewPageAnswer(
            detailAnswer().hotel.reviews.edges.map((edge) => edge.node),
            variables,
          ),
        ),
      ExchangeRates: () => gqlData({ exchangeRates: RATES }),
    },
  });

const PATH = '/hotel/7?region=부산&startDate=2030-03-10&endDate=2030-03-12';

/** The structured data blocks of the page's head, parsed. */
const jsonLd = (): Array<Record<string, unknown>> =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );

describe('the lodging page for a visitor from abroad', () => {
  it('shows the name with its romanisation, the English address and the page’s words in English', async () => {
    renderApp(PATH, server(), { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: '바다 호텔' });
    expect(screen.getByText('Bada Hotel').getAttribute('lang')).toBe('ko-Latn');
    expect(screen.getAllByText('1 Haeundaehaebyeon-ro, Haeundae-gu, Busan').length).toBeGreaterThan(0);
    expect(screen.queryByText('부산광역시 해운대구 해운대해변로 1')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose a room' })).toBeTruthy();
    expect(screen.getByText('Check-in 15:00 · Check-out 11:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('Exceptional')).toBeTruthy();
  });

  it('puts the approximate dollar amount beside each room’s won total, marked approximate', async () => {
    renderApp(PATH, server(), { locale: 'en' });
    const card = await screen.findByRole('listitem', { name: '객실 1' });
    const total = within(card).getByText(/^2 nights, total ₩/);
    const won = Number(/₩([\d,]+)/.exec(total.textContent ?? '')![1]!.replaceAll(',', ''));
    const approx = await within(card).findByText(`≈ US$${Math.round(won / 1000)}`);
    expect(approx.closest('[data-approx-currency]')?.getAttribute('data-approx-currency')).toBe('USD');
  });

  it('writes its head in the page’s language: the English address, Home, this language’s addresses', async () => {
    renderApp(PATH, server(), { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: '바다 호텔' });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toContain('Hotel');
    expect(description).toContain('1 Haeundaehaebyeon-ro, Haeundae-gu, Busan');
    const blocks = jsonLd();
    expect(blocks.find((block) => block['@type'] === 'WebPage')?.inLanguage).toBe('en');
    const lodging = blocks.find((block) => block['@type'] === 'Hotel')!;
    expect(lodging.url).toMatch(/\/en\/hotel\/7$/);
    expect(JSON.stringify(lodging)).not.toMatch(/최대/);
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(JSON.stringify(crumbs)).toContain('"name":"Home"');
  });

  it('stays Korean for a Korean visitor: no romanisation, the Korean address', async () => {
    renderApp(PATH, server());
    await screen.findByRole('heading', { level: 1, name: '바다 호텔' });
    expect(screen.queryByText('Bada Hotel')).toBeNull();
    expect(screen.getAllByText('부산광역시 해운대구 해운대해변로 1').length).toBeGreaterThan(0);
  });
});
