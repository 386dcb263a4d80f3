import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_CONSENTS,
  consentRequiredMessage,
  LEGACY_CONSENT_KIND,
  LEGACY_CONSENT_VERSION,
} from '@shim/common/consents';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bookingScenario, complete, payInWindow, prepare, type Prepared } from '../../../test/booking-fixtures';
import { fetchPage, sourcePages } from '../../../test/pages';

/*
 * A guest's trust at checkout: phones in any spelling, separate consents stored with their version and
 * time, easy-pay choices and receipts through the Toss sandbox, and a payment result only for the payer.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { limitFactor: 100, pages: await sourcePages() });
});
afterAll(() => app?.close());

const ALL_REQUIRED = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'];

const sql = <T>(text: string, params: unknown[]) => app.orm.em.fork().getConnection().execute<T[]>(text, params);

const consentRows = (reservationId: number) =>
  sql<{ kind: string; version: string; agreed: boolean; agreed_at: Date }>(
    'select kind, version, agreed, agreed_at from checkout_consents where reservation_id = ? order by kind',
    [reservationId],
  );

const PREPARE = `mutation Prepare($input: PrepareReservationInput!) {
  prepareReservation(input: $input) { reservationId orderId totalAmount orderName paymentProof }
}`;

describe('phones in any spelling', () => {
  it.each(['010 9876 5432', '010-9876-5432', '+82 10-9876-5432', '(010) 9876.5432'])(
    'prepare takes %s and stores its digits',
    async (typed) => {
      const s = await bookingScenario(app);
      const prepared = await prepare(app, s.body(5, 1, { phone: typed, consents: ALL_REQUIRED }));
      const [row] = await sql<{ phone: string }>('select phone from reservations where id = ?', [
        prepared.reservationId,
      ]);
      expect(row!.phone).toBe('01098765432');
    },
  );

  it('still refuses what is not a mobile number', async () => {
    const s = await bookingScenario(app);
    const answer = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(5, 1, { phone: '010-9876-543', consents: ALL_REQUIRED }),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.phoneInvalid } });
  });
});

describe('checkout consents', () => {
  it('stores each consent shown with its text version and the time, the optional one declined too', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(6, 1, { consents: ALL_REQUIRED }));
    const rows = await consentRows(prepared.reservationId);
    expect(rows.map(({ kind, version, agreed }) => ({ kind, version, agreed }))).toEqual(
      CHECKOUT_CONSENTS.map((c) => ({ kind: c.kind, version: c.version, agreed: c.required })).sort((a, b) =>
        a.kind.localeCompare(b.kind),
      ),
    );
    // One instant for all of them: the moment the booking was made.
    const [booking] = await sql<{ created_at: Date }>('select created_at from reservations where id = ?', [
      prepared.reservationId,
    ]);
    for (const row of rows) expect(new Date(row.agreed_at).getTime()).toBe(new Date(booking!.created_at).getTime());
  });

  it('takes the consents through GraphQL, marketing included', async () => {
    const s = await bookingScenario(app);
    const body = s.body(7, 1);
    const answer = await app.graphql<{ prepareReservation: { reservationId: number } }>(PREPARE, {
      input: {
        hotelId: body.hId,
        roomId: body.rId,
        checkIn: body.checkin,
        checkOut: body.checkout,
        roomCount: 1,
        persons: 2,
        phone: '010-1234-5678',
        consents: [...ALL_REQUIRED, 'MARKETING'],
      },
    });
    expect(answer.errors).toBeUndefined();
    const rows = await consentRows(answer.data!.prepareReservation.reservationId);
    expect(rows.find((row) => row.kind === 'MARKETING')?.agreed).toBe(true);
    expect(rows.filter((row) => row.agreed)).toHaveLength(4);
  });

  it('refuses a booking missing a required consent, naming it, and holds nothing', async () => {
    const s = await bookingScenario(app);
    const answer = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(8, 1, { consents: ['TERMS', 'PRIVACY_COLLECTION', 'MARKETING'] }),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: consentRequiredMessage(['PRIVACY_THIRD_PARTY']) },
    });
    expect((answer.body as { message: string }).message).toContain('개인정보 제3자 제공');
    const body = s.body(8, 1);
    const graphql = await app.graphql(PREPARE, {
      input: {
        hotelId: body.hId,
        roomId: body.rId,
        checkIn: body.checkin,
        checkOut: body.checkout,
        roomCount: 1,
        persons: 2,
        phone: '01012345678',
        consents: [],
      },
    });
    expect(graphql.errors?.[0]).toMatchObject({
      message: consentRequiredMessage(['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY']),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [held] = await sql<{ count: string }>('select count(*) from reservations where room_id = ?', [s.room.id]);
    expect(Number(held!.count)).toBe(0);
  });

  it('refuses consents that are not a list of kinds', async () => {
    const s = await bookingScenario(app);
    const answer = await app.request('POST', '/api/reservations/prepare', { body: s.body(8, 1, { consents: 'ALL' }) });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.consentsInvalid } });
  });

  it('records the single agreement of a client of the documented API as it was given', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(9, 1, { termsAgreed: true }));
    const rows = await consentRows(prepared.reservationId);
    expect(rows.map(({ kind, version, agreed }) => ({ kind, version, agreed }))).toEqual([
      { kind: LEGACY_CONSENT_KIND, version: LEGACY_CONSENT_VERSION, agreed: true },
    ]);
    const refused = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(9, 1, { termsAgreed: false }),
    });
    expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.termsRequired } });
  });
});

const RESULT = `query Result($orderId: String!, $phone: String, $paymentProof: String) {
  reservationByOrder(orderId: $orderId, phone: $phone, paymentProof: $paymentProof) {
    guestName
    payment { totalAmount method receiptUrl }
  }
}`;
type Result = {
  reservationByOrder: { guestName: string | null; payment: { method: string | null; receiptUrl: string | null } };
};

async function paidGuestBooking(easyPay = ''): Promise<{ prepared: Prepared & { paymentProof: string } }> {
  const s = await bookingScenario(app);
  const prepared = await prepare(app, s.body(12, 1, { consents: ALL_REQUIRED, guestName: '박손님' }));
  const paid = await payInWindow(app, prepared, 'APPROVE', 'pay', easyPay);
  const done = await complete(app, prepared, paid);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { prepared: prepared as Prepared & { paymentProof: string } };
}

describe('payment choices and receipts', () => {
  it('stores an easy-pay payment as Toss answers it and shows its method and receipt to the payer', async () => {
    const { prepared } = await paidGuestBooking('KAKAOPAY');
    const [payment] = await sql<{ provider_method: string; easy_pay_provider: string; receipt_url: string }>(
      'select provider_method, easy_pay_provider, receipt_url from payments where order_id = ?',
      [prepared.orderId],
    );
    expect(payment).toMatchObject({ provider_method: '간편결제', easy_pay_provider: '카카오페이' });
    expect(payment!.receipt_url).toMatch(/^\/local\/toss\/receipt\/tsbx_/);

    const seen = await app.graphql<Result>(RESULT, { orderId: prepared.orderId, paymentProof: prepared.paymentProof });
    expect(seen.data?.reservationByOrder).toMatchObject({
      guestName: '박손님',
      payment: { method: '카카오페이', receiptUrl: `${app.url}${payment!.receipt_url}` },
    });
    const receipt = await fetch(`${app.url}${payment!.receipt_url}`);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain('카카오페이');
    expect(html).toContain('105,000원');
  });

  it('pays by card when no wallet is chosen', async () => {
    const { prepared } = await paidGuestBooking();
    const seen = await app.graphql<Result>(RESULT, { orderId: prepared.orderId, phone: '010-1234-5678' });
    expect(seen.data?.reservationByOrder.payment.method).toBe('카드');
    expect(seen.data?.reservationByOrder.payment.receiptUrl).toMatch(new RegExp(`^${app.url}/local/toss/receipt/`));
  });

  it('shows the sandbox window with the four choices, the chosen one selected', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(13, 1, { consents: ALL_REQUIRED }));
    const query = new URLSearchParams({
      orderId: prepared.orderId,
      amount: String(prepared.totalAmount),
      orderName: prepared.orderName,
      successUrl: '/payment/success',
      failUrl: '/payment/fail',
      flowMode: 'DIRECT',
      easyPay: 'NAVERPAY',
    });
    const html = await (await fetch(`${app.url}/local/toss/checkout?${query.toString()}`)).text();
    for (const label of ['카드', '카카오페이', '네이버페이', '토스페이']) expect(html).toContain(`>${label}</option>`);
    expect(html).toContain('<option value="NAVERPAY" selected>네이버페이</option>');
  });
});

describe('the payment result page', () => {
  it('shows nothing personal without the payer’s proof or the phone', async () => {
    const { prepared } = await paidGuestBooking();
    for (const paymentProof of [null, 'nonsense', `${prepared.paymentProof.split('.')[0]}.forged`]) {
      const seen = await app.graphql<Result>(RESULT, { orderId: prepared.orderId, paymentProof });
      expect(seen.data?.reservationByOrder).toMatchObject({ guestName: null, payment: { receiptUrl: null } });
    }
  });

  it('a proof is for its own order only', async () => {
    const first = await paidGuestBooking();
    const second = await paidGuestBooking();
    const seen = await app.graphql<Result>(RESULT, {
      orderId: second.prepared.orderId,
      paymentProof: first.prepared.paymentProof,
    });
    expect(seen.data?.reservationByOrder.guestName).toBeNull();
  });

  it.each(['/payment-success?orderId=abc', '/guest/booking/abc', '/payment/success?orderId=abc'])(
    '%s is noindex in its HTML and header',
    async (path) => {
      const page = await fetchPage(`${app.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.head).toMatch(/<meta name="robots" content="noindex/);
      const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
    },
  );

  it('keeps public pages indexable and closes the private ones in robots.txt', async () => {
    const page = await fetchPage(`${app.url}/terms`);
    expect(page.head).not.toContain('name="robots"');
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    for (const path of ['/payment-success', '/guest/booking']) expect(robots).toContain(`Disallow: ${path}`);
  });
});
