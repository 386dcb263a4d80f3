import { addDays, todayInSeoul } from '@shim/common/dates';
import { TRANSLATED_LOCALES } from '@shim/common/locales';
import { messagesFor } from '@shim/common/message-locales';
import { MESSAGES } from '@shim/common/messages';
import { cancellationSchedule } from '@shim/common/reservations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMessages, NAMESPACES, type Messages } from '../i18n/catalog';
import { connection, graphReservation } from '../test/booking-fixtures';
import { account, fakeServer, gqlData } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

// Every catalogue of the translated languages, as the browser loads a page's namespaces for it.
const compiled = import.meta.glob<Messages>('../i18n/messages/*/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
for (const locale of TRANSLATED_LOCALES)
  addMessages(
    locale,
    Object.assign(
      {},
      ...NAMESPACES.map((namespace) => compiled[`../i18n/messages/${namespace}/${locale}.json`]),
    ) as Messages,
    NAMESPACES,
  );

const checkIn = addDays(todayInSeoul(), 10);

/** One confirmed booking at a lodging whose name has no translation (the server answers it in Hangul). */
const booking = () => {
  const graph = graphReservation({
    reservationId: 1,
    orderId: 'ORDER-1',
    hotelId: 101,
    hotelName: '바다 호텔',
    hotelImage: null,
    roomType: 'Deluxe double',
    address: '부산광역시 해운대구 해운대해변로 264',
    hotelPhone: '051-123-4567',
    latitude: 35.1587,
    longitude: 129.1604,
    checkinTime: '15:00',
    checkoutTime: '11:00',
    checkIn,
    checkOut: addDays(checkIn, 2),
    nights: 2,
    people: 2,
    roomCount: 1,
    basePrice: 200_000,
    taxes: 5_000,
    couponDiscount: 20_000,
    totalAmount: 185_000,
    canceledAmount: 0,
    status: 'CONFIRMED',
    createdAt: '2026-11-01T03:00:00Z',
    confirmedAt: '2026-11-01T03:01:00Z',
    cancellable: true,
    reviewable: false,
    deletable: false,
    cancellationPolicy: cancellationSchedule(checkIn).map((tier) => ({ __typename: 'CancellationTier', ...tier })),
    guestName: 'Jane Doe',
    phone: null,
    voucherUrl: null,
    invoiceUrl: null,
    statusLabel: 'Confirmed',
  });
  return {
    ...graph,
    hotel: {
      ...graph.hotel,
      romanizedName: 'Bada Hotel',
      englishAddress: '264 Haeundaehaebyeon-ro, Haeundae-gu, Busan',
    },
  };
};

const RATES = {
  __typename: 'ExchangeRateTable',
  effectiveDate: '2030-03-01',
  stale: false,
  rates: [{ __typename: 'ExchangeRate', currency: 'USD', wonPerUnit: 1000, effectiveDate: '2030-03-01' }],
};

const server = () => {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyReservations: () => gqlData({ myReservations: connection('Reservation', [booking()]) }),
      ExchangeRates: () => gqlData({ exchangeRates: RATES }),
    },
  });
};

describe('my page for a visitor from abroad', () => {
  it('speaks English, romanises a Hangul lodging name, shows dollars roughly and the English address', async () => {
    const { user } = renderApp('/mypage', server(), { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'My page', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bookings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming 1' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: '바다 호텔' });
    expect(within(card).getByText('Bada Hotel')).toBeTruthy();
    expect(within(card).getByText('₩185,000')).toBeTruthy();
    expect(await within(card).findByText('≈ US$185')).toBeTruthy();
    expect(card.textContent).not.toMatch(/예약번호|원/);

    await user.click(within(card).getByRole('button', { name: 'View details' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('heading', { name: 'Booking details' })).toBeTruthy();
    expect(within(drawer).getByText('Total paid')).toBeTruthy();
    expect(within(drawer).getByText('Card')).toBeTruthy();
    expect(within(drawer).getByText('2 nights')).toBeTruthy();
    expect(within(drawer).getByText('264 Haeundaehaebyeon-ro, Haeundae-gu, Busan')).toBeTruthy();
    expect(within(drawer).queryByText('부산광역시 해운대구 해운대해변로 264')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('keeps the Korean address for Japanese readers and says the page in Japanese', async () => {
    const { user } = renderApp('/mypage', server(), { locale: 'ja' });
    expect(await screen.findByRole('heading', { name: 'マイページ', level: 1 })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: '바다 호텔' });
    await user.click(within(card).getByRole('button', { name: '詳細を見る' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('お支払い総額')).toBeTruthy();
    expect(within(drawer).getByText('부산광역시 해운대구 해운대해변로 264')).toBeTruthy();
  });
});

describe('login for a visitor from abroad', () => {
  it('labels the form in Japanese and refuses empty fields with the Japanese message', async () => {
    const { user } = renderApp('/login', fakeServer({}), { locale: 'ja' });
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(messagesFor('ja').loginFieldsRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'カカオでログイン' })).toBeTruthy();
  });

  it('welcomes a new member in Chinese with the coupon', async () => {
    renderApp('/register-success?name=Li', fakeServer({}), { locale: 'zh-Hans' });
    expect(await screen.findByRole('heading', { name: 'Li，欢迎您！' })).toBeTruthy();
    expect(screen.getByText(/新用户专享 10% 折扣券已发放/)).toBeTruthy();
  });
});

describe('password reset for a visitor from abroad', () => {
  it('says the server’s Korean completion texts in English, through to the login page', async () => {
    const english = messagesFor('en');
    const message = (text: string) => ({ __typename: 'MessagePayload', message: text });
    const server = fakeServer({
      graphql: {
        RequestPasswordReset: () => gqlData({ requestPasswordReset: message(MESSAGES.codeSent) }),
        VerifyPasswordResetCode: () =>
          gqlData({
            verifyPasswordResetCode: {
              __typename: 'ResetTokenPayload',
              message: MESSAGES.resetCodeVerified,
              resetToken: 'reset-1',
            },
          }),
        ResetPassword: () => gqlData({ resetPassword: message(MESSAGES.passwordChanged) }),
      },
    });
    const { user, router } = renderApp('/password-reset', server, { locale: 'en' });
    await user.type(await screen.findByLabelText('Email'), 'user@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(english.codeSent)).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(english.resetCodeVerified)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'NewPassw0rd!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassw0rd!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(english.passwordChanged)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
