import { MESSAGES } from '@shim/common/messages';
import { BOOKING_LOCALE_INVALID } from '@shim/common/validation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingScenario, payInWindow, prepare } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';

let app: TestApp;
let jobs: JobQueue;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://shim.example' });
  jobs = await startJobs(app.http.services, {
    databaseUrl: app.config.DATABASE_URL!,
    selfUrl: app.url,
    schedules: [],
    pollIntervalMs: 200,
  });
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
});

interface Sms {
  to: string;
  country: string;
  text: string;
  type: string;
}
const smsBox = async () => (await app.request('GET', '/dev/sms.json')).json<Sms[]>();
const mailTo = async (to: string) =>
  (await app.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json<
    Array<{ subject: string; text: string; html: string }>
  >();
const sql = <T>(query: string, params: unknown[]) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

const PREPARE = `mutation ($input: PrepareReservationInput!) {
  prepareReservation(input: $input) { reservationId orderId totalAmount orderName }
}`;
const COMPLETE = `mutation ($input: CompletePaymentInput!) { completePayment(input: $input) { reservationId } }`;

/** A GraphQL call as the site's pages make it, in a language. */
async function graphqlIn<T>(language: string, query: string, variables: Record<string, unknown>) {
  const answer = await app.request('POST', '/graphql', {
    body: { query, variables },
    headers: { 'accept-language': language },
  });
  return answer.json<{ data: T | null; errors?: Array<{ message: string }> }>();
}

/** A guest books and pays through GraphQL in `language`: the prepared order and its booking number. */
async function bookAsGuest(language: string, input: Record<string, unknown>, offset: number) {
  const s = await bookingScenario(
    app,
    {},
    { name: '해운대 오션스테이', address: '부산광역시 해운대구 해운대해변로 264' },
  );
  const { hId, rId, checkin, checkout } = s.body(offset, 2) as Record<string, string | number>;
  const stay = { hotelId: hId, roomId: rId, checkIn: checkin, checkOut: checkout, roomCount: 1, persons: 2 };
  const prepared = await graphqlIn<{
    prepareReservation: { reservationId: number; orderId: string; totalAmount: number; orderName: string };
  }>(language, PREPARE, { input: { ...stay, termsAgreed: true, ...input } });
  expect(prepared.errors).toBeUndefined();
  const order = prepared.data!.prepareReservation;
  const paid = await payInWindow(app, order);
  const completed = await graphqlIn(language, COMPLETE, {
    input: { orderId: order.orderId, paymentKey: paid.paymentKey, amount: Number(paid.amount) },
  });
  expect(completed.errors).toBeUndefined();
  const [row] = await sql<{ bookingNumber: string; locale: string; phone: string; guestEmail: string | null }>(
    `select booking_number as "bookingNumber", locale, phone, guest_email as "guestEmail" from reservations where id = ?`,
    [order.reservationId],
  );
  return { order, ...row! };
}

describe('a visitor from abroad', () => {
  it('books with a +81 phone in English and is texted to country 81 and mailed in English', async () => {
    const booked = await bookAsGuest(
      'en-US,en;q=0.9',
      { phone: '+81 090-1234-5678', guestName: "Jane O'Neil", email: 'jane@example.com' },
      21,
    );
    expect(booked).toMatchObject({ locale: 'en', phone: '+819012345678', guestEmail: 'jane@example.com' });

    await vi.waitFor(
      async () => expect((await smsBox()).some((m) => m.text.includes(booked.bookingNumber))).toBe(true),
      { timeout: 15_000, interval: 100 },
    );
    const sms = (await smsBox()).find((m) => m.text.includes(booked.bookingNumber))!;
    expect(sms).toMatchObject({ to: '9012345678', country: '81', type: 'SMS' });
    expect(sms.text).toMatch(
      new RegExp(
        `^\\[Shim, Korea\\] Booking confirmed! - Booking no\\. ${booked.bookingNumber} / 해운대 오션스테이 / Check-in \\w{3}, \\w{3} \\d{1,2} 15:00 / `,
      ),
    );
    expect(sms.text).toContain(`Paid ₩${booked.order.totalAmount.toLocaleString('en-US')}`);
    expect(sms.text).toContain(
      'Address 264 Haeundaehaebyeon-ro, Haeundae-gu, Busan (부산광역시 해운대구 해운대해변로 264)',
    );
    expect(sms.text).not.toMatch(/예약|결제|체크인/);

    await vi.waitFor(async () => expect(await mailTo('jane@example.com')).toHaveLength(1), { timeout: 15_000 });
    const [mail] = await mailTo('jane@example.com');
    expect(mail!.subject).toBe('[Shim, Korea] Your booking is confirmed (해운대 오션스테이)');
    expect(mail!.text).toContain("Dear Jane O'Neil, your booking is confirmed.");
    expect(mail!.text).toContain(
      `View booking: https://shim.example/en/booking-check?bookingNumber=${booked.bookingNumber}`,
    );
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain('<a href="https://shim.example/en/booking-check?');

    // The booking check takes the number however it is typed.
    for (const typed of ['+81 90 1234 5678', '+81-090-1234-5678', '+819012345678']) {
      const found = await app.graphql<{ guestReservation: { orderId: string; locale: string } }>(
        'query ($b: String, $p: String!) { guestReservation(bookingNumber: $b, phone: $p) { orderId locale } }',
        { b: booked.bookingNumber.toLowerCase(), p: typed },
      );
      expect(found.errors).toBeUndefined();
      expect(found.data!.guestReservation).toEqual({ orderId: booked.order.orderId, locale: 'en' });
    }
  });

  it('is mailed instead when the number cannot take SMS, and the SMS is recorded failed once, with why', async () => {
    const booked = await bookAsGuest('ja', { phone: '+7 912 345 6789', email: 'ivan@example.com' }, 23);
    expect(booked.locale).toBe('ja');
    await vi.waitFor(async () => expect(await mailTo('ivan@example.com')).toHaveLength(1), { timeout: 15_000 });
    expect((await mailTo('ivan@example.com'))[0]!.subject).toContain('ご予約が完了しました');
    await vi.waitFor(
      async () => {
        const [sms] = await sql<{ status: string; attempts: number; lastError: string }>(
          `select status, attempts, last_error as "lastError" from notifications
            where reservation_id = ? and channel = 'SMS'`,
          [booked.order.reservationId],
        );
        expect(sms).toMatchObject({ status: 'FAILED', attempts: 1 });
        expect(sms!.lastError).toContain('이메일로 안내함');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await smsBox()).some((m) => m.text.includes(booked.bookingNumber))).toBe(false);
  });

  it('keeps REST bookings Korean unless the body names a language, and refuses an unknown one', async () => {
    const s = await bookingScenario(app);
    const headers = { 'accept-language': 'en' };
    const korean = await app.request('POST', '/api/reservations/prepare', { body: s.body(25, 1), headers });
    const japanese = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(26, 1, { locale: 'ja', phone: '+81 90-1111-2222' }),
      headers,
    });
    const locales = await sql<{ locale: string; phone: string }>(
      `select locale, phone from reservations where order_id in (?, ?) order by check_in`,
      [korean.json<{ orderId: string }>().orderId, japanese.json<{ orderId: string }>().orderId],
    );
    expect(locales).toEqual([
      { locale: 'ko', phone: '01012345678' },
      { locale: 'ja', phone: '+819011112222' },
    ]);
    const unknown = await app.request('POST', '/api/reservations/prepare', { body: s.body(27, 1, { locale: 'fr' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toEqual({ message: BOOKING_LOCALE_INVALID });
  });

  it('takes a holder name in Latin letters, and refuses digits, symbols and numbers too short for their country', async () => {
    const s = await bookingScenario(app);
    // As a member (a guest IP's open holds are limited, and the earlier tests hold some).
    const latin = await prepare(
      app,
      s.body(28, 1, { guestName: 'Mary-Jane Smith Jr.', phone: '+1 (415) 555-0100' }),
      s.token,
    );
    const [row] = await sql<{ guestName: string; phone: string }>(
      `select guest_name as "guestName", phone from reservations where order_id = ?`,
      [latin.orderId],
    );
    expect(row).toEqual({ guestName: 'Mary-Jane Smith Jr.', phone: '+14155550100' });
    const badName = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(29, 1, { guestName: 'Jane<script>' }),
    });
    expect(badName.json()).toEqual({ message: MESSAGES.invalidName });
    const shortPhone = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(29, 1, { phone: '+81 90-1234' }),
    });
    expect(shortPhone.json()).toEqual({ message: MESSAGES.phoneInvalid });
    const badEmail = await app.request('POST', '/api/reservations/prepare', {
      body: s.body(29, 1, { email: 'jane@' }),
    });
    expect(badEmail.json()).toEqual({ message: MESSAGES.invalidEmail });
  });
});
