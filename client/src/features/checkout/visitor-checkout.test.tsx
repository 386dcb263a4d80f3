import { ApolloProvider } from '@apollo/client/react';
import { CHECKOUT_CONSENTS } from '@shim/common/consents';
import { TRANSLATED_LOCALES, type Locale } from '@shim/common/locales';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo';
import { ApproxAmount } from '../exchange-rates/ApproxAmount';
import type { CheckoutPreviewQuery } from '../../gql/graphql';
import { addMessages, NAMESPACES, type Messages } from '../../i18n/catalog';
import { I18nProvider } from '../../i18n/I18nProvider';
import koLegal from '../../i18n/messages/legal/ko.json';
import { SessionContext, type Session } from '../../lib/session-context';
import { PaymentFail } from '../../pages/PaymentFail';
import { PrivacyPolicy } from '../../pages/PrivacyPolicy';
import { TermsOfService } from '../../pages/TermsOfService';
import { fakeServer, gqlData } from '../../test/fake-server';
import { CheckoutConsents } from './CheckoutConsents';
import { PriceSummary } from './PriceSummary';
import { StaySummary } from './StaySummary';
import type { CheckoutRoom } from './use-checkout-draft';
import type { BookingDraft } from '../../lib/booking-draft';

const compiled = import.meta.glob<Messages>('../../i18n/messages/*/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
for (const locale of TRANSLATED_LOCALES)
  addMessages(
    locale,
    Object.assign(
      {},
      ...NAMESPACES.map((namespace) => compiled[`../../i18n/messages/${namespace}/${locale}.json`]),
    ) as Messages,
    NAMESPACES,
  );

const inLocale = (locale: Locale, ui: ReactNode) =>
  render(
    <MemoryRouter>
      <I18nProvider locale={locale}>{ui}</I18nProvider>
    </MemoryRouter>,
  );

const consents = (
  <CheckoutConsents lodging="바다 호텔" agreed={[]} onChange={() => {}} errors={{}} register={() => {}} />
);

describe('checkout for visitors', () => {
  it('keeps the Korean catalogue’s consent texts word for word those of common/src/consents.ts', () => {
    const legal = koLegal as Record<string, string>;
    for (const consent of CHECKOUT_CONSENTS) {
      expect(legal[`legal.consent.${consent.kind}.label`]!.replace('{lodging}', '바다 호텔')).toBe(
        consent.label('바다 호텔'),
      );
      expect(legal[`legal.consent.${consent.kind}.text`]!.replace('{lodging}', '바다 호텔')).toBe(
        consent.text('바다 호텔'),
      );
    }
  });

  it('shows Korean consents from common/src/consents.ts with no translation note', () => {
    inLocale('ko', consents);
    expect(screen.getByRole('checkbox', { name: CHECKOUT_CONSENTS[2]!.label('바다 호텔') })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('translates the consents, says the Korean text binds and shows it under each translation', async () => {
    const user = userEvent.setup();
    inLocale('en', consents);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('the Korean text is authoritative');
    const korean = within(note).getByRole('link', { name: 'Read the Korean original' });
    expect(korean.getAttribute('href')).toBe('/terms');
    expect(korean.getAttribute('hreflang')).toBe('ko');
    const thirdParty = screen.getByRole('checkbox', { name: /booker’s name and contact details to 바다 호텔/ });
    expect(thirdParty).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^View \[Required\] I agree to the provision/ }));
    expect(screen.getByText(/Recipient: 바다 호텔/)).toBeTruthy();
    expect(screen.getByText(/제공받는 자: 바다 호텔/).getAttribute('lang')).toBe('ko');
    // In-site links stay in the visitor's language (the router's basename adds the prefix).
    expect(screen.getByRole('link', { name: 'Full terms of service' }).getAttribute('href')).toBe('/terms');
  });

  it('shows the total in won with an approximate amount in the visitor’s currency', async () => {
    const server = fakeServer({
      graphql: {
        ExchangeRates: () =>
          gqlData({
            exchangeRates: {
              __typename: 'ExchangeRateTable',
              effectiveDate: '2026-12-03',
              stale: false,
              rates: [{ __typename: 'ExchangeRate', currency: 'USD', wonPerUnit: 1380.5, effectiveDate: '2026-12-03' }],
            },
          }),
      },
    });
    const preview = {
      basePrice: 200_000,
      taxes: 5_000,
      stayTotal: 205_000,
      couponDiscount: 20_000,
      totalAmount: 185_000,
    } as CheckoutPreviewQuery['reservationPreview'];
    inLocale(
      'en',
      <ApolloProvider client={createApolloClient({ fetch: server.fetch })}>
        <PriceSummary preview={preview} approx={(won) => <ApproxAmount won={won} locale="en" />} />
      </ApolloProvider>,
    );
    expect(screen.getByTestId('total-amount').textContent).toBe('₩185,000');
    expect(screen.getByText('₩5,000 included')).toBeTruthy();
    expect(screen.getByText('-₩20,000')).toBeTruthy();
    expect((await screen.findByTitle(/US\$/)).textContent).toContain('US$');
  });
});

describe('legal pages in another language', () => {
  it('translate every article and point to the binding Korean page', () => {
    const { unmount } = inLocale('ja', <TermsOfService />);
    expect(screen.getByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '第1条（目的）',
      '第2条（会員登録とアカウント）',
      '第3条（予約と決済）',
      '第4条（キャンセルと返金）',
      '第5条（宿泊施設の管理者）',
      '附則',
    ]);
    expect(document.body.textContent).not.toMatch(/이용약관|제1조/);
    const link = within(screen.getByRole('note')).getByRole('link');
    expect([link.getAttribute('href'), link.getAttribute('hreflang')]).toEqual(['/terms', 'ko']);
    unmount();

    inLocale('zh-Hans', <PrivacyPolicy />);
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(within(screen.getByRole('note')).getByRole('link').getAttribute('href')).toBe('/privacy');
  });

  it('keep the Korean text as it was, with no note', () => {
    inLocale('ko', <TermsOfService />);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    expect(screen.getByText('이 약관은 2025년 9월 11일부터 시행합니다.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('a failed payment for a visitor', () => {
  const guest = { user: null, checking: false } as Session;
  const failPage = (locale: Locale, query: string) =>
    render(
      <MemoryRouter initialEntries={[`/payment/fail?${query}`]}>
        <I18nProvider locale={locale}>
          <SessionContext value={guest}>
            <Routes>
              <Route path="/payment/fail" element={<PaymentFail />} />
            </Routes>
          </SessionContext>
        </I18nProvider>
      </MemoryRouter>,
    );

  it('words Toss’s known codes in the visitor’s language, and keeps its words for others', () => {
    const { unmount } = failPage('en', 'code=PAY_PROCESS_CANCELED&message=사용자에 의해 결제가 취소되었습니다.');
    expect(screen.getByRole('alert').textContent).toBe('Payment failed: You cancelled the payment.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your payment failed');
    expect(screen.getByText(/released automatically after 10 minutes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/booking-check');
    unmount();

    failPage('ja', 'code=SOMETHING_NEW&message=알 수 없는 오류');
    expect(screen.getByRole('alert').textContent).toBe('決済失敗: 알 수 없는 오류');
  });
});

describe('what is being booked, for a visitor', () => {
  const room = {
    id: 70,
    name: 'Ocean Deluxe',
    capacity: 2,
    imageUrl: null,
    hotel: { id: 7, name: '바다 호텔', romanizedName: 'Bada Hotel', checkinTime: '15:00', checkoutTime: '11:00' },
  } as CheckoutRoom;
  const draft = {
    hotel: { id: 7, name: '바다 호텔', address: '', imageUrl: null },
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
    guests: 3,
    rooms: 1,
    hId: 7,
    rId: 70,
  } as BookingDraft;

  it('gives nights, party and times in the page’s language, with the lodging’s romanised name', () => {
    const { unmount } = inLocale('en', <StaySummary draft={draft} room={room} />);
    expect(screen.getByText('Bada Hotel')).toBeTruthy();
    expect(screen.getByText('Fri, Dec 4, 2026 ~ Sun, Dec 6, 2026 · 2 nights')).toBeTruthy();
    expect(screen.getByText('1 room · 3 guests · Check-in 15:00 · Check-out 11:00')).toBeTruthy();
    unmount();

    inLocale('ko', <StaySummary draft={draft} room={room} />);
    expect(screen.queryByText('Bada Hotel')).toBeNull();
    expect(screen.getByText('2026년 12월 4일 (금) ~ 2026년 12월 6일 (일) · 2박')).toBeTruthy();
    expect(screen.getByText('객실 1개 · 인원 3명 · 체크인 15:00 · 체크아웃 11:00')).toBeTruthy();
  });

  it('words a 대실’s hours in Seoul, an end at midnight as 24:00', () => {
    const dayUse = { ...draft, checkOut: '2026-12-04', dayUse: { start: '20:00', hours: 4, price: 50_000 } };
    const { unmount } = inLocale('en', <StaySummary draft={dayUse} room={room} />);
    expect(screen.getByText('Day use · 4 hours')).toBeTruthy();
    expect(screen.getByText('Fri, Dec 4 20:00–24:00')).toBeTruthy();
    unmount();

    inLocale(
      'ko',
      <StaySummary draft={{ ...dayUse, dayUse: { start: '14:00', hours: 4, price: 50_000 } }} room={room} />,
    );
    expect(screen.getByText('대실 4시간')).toBeTruthy();
    expect(screen.getByText('12월 4일 (금) 14:00–18:00')).toBeTruthy();
  });
});
