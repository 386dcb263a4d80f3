import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, datesFrom } from '@shim/common/dates';
import { TAXES_AND_FEES } from '@shim/common/reservations';
import { startTestApp, type TestApp } from '../../../test/harness';
import { seededIntegers } from '../../../test/support/seeded-random';
import { book } from '../../../test/booking-fixtures';
import { createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SEARCH_TOTAL = `query ($criteria: SearchInput!, $stay: StayInput!) {
  searchHotels(criteria: $criteria) { edges { node { id stayTotal(stay: $stay) } } }
}`;

const DETAIL_OFFERS = `query ($id: Int!, $stay: StayInput!) {
  hotel(id: $id, stay: $stay) { rooms { id offer(stay: $stay) { bookable stayPrice stayTotal } } }
}`;

const PREVIEW = `query ($stay: StayBookingInput!) {
  reservationPreview(stay: $stay) { basePrice taxes stayTotal couponDiscount totalAmount }
}`;

interface Preview {
  basePrice: number;
  taxes: number;
  stayTotal: number;
  couponDiscount: number;
  totalAmount: number;
}

describe('the stay total', () => {
  it('is one number on the search card, the detail’s room offer, the checkout preview, prepare and the charge', async () => {
    const random = seededIntegers(20261129);
    let booked = 0;
    for (let i = 0; i < 12; i += 1) {
      // A lodging found by its own name: 1–3 room types, each night priced on its own, some units already sold.
      const name = `총액시험${i}`;
      const roomSpecs = Array.from({ length: random(1, 3) }, () => ({
        capacity: random(1, 4),
        unitCount: random(3, 6),
        basePrice: random(40, 300) * 1000,
      }));
      const { hotel, rooms } = await createHotel(app.orm, { name, rooms: roomSpecs });
      const nights = random(1, 5);
      const { startDate, endDate } = stayFromToday(random(1, 30), nights);
      const roomCount = random(1, 3);
      const widest = Math.max(...roomSpecs.map((room) => room.capacity));
      const persons = random(1, widest * roomCount);
      for (const room of rooms) {
        for (const date of datesFrom(startDate, nights)) {
          // Odd hundreds now and then, so nothing lines up by accident; now and then a night nearly sold out.
          await setNight(app.orm, room.id, date, {
            price: random(30, 350) * 1000 + (random(0, 3) === 0 ? random(1, 9) * 100 : 0),
            sold: random(0, 5) === 0 ? room.unitCount - 1 : 0,
          });
        }
      }
      const stay = { startDate, endDate, rooms: roomCount, persons };
      const context = JSON.stringify({ case: i, stay, roomSpecs });

      // The detail: every room type's offer; the bookable ones are what the search picks the cheapest of.
      const detail = await app.graphql<{
        hotel: {
          rooms: Array<{
            id: number;
            offer: { bookable: boolean; stayPrice: number | null; stayTotal: number | null };
          }>;
        };
      }>(DETAIL_OFFERS, { id: hotel.id, stay });
      expect(detail.errors, context).toBeUndefined();
      const offers = detail.data!.hotel.rooms;
      for (const { offer } of offers) {
        expect(offer.stayTotal, context).toBe(
          offer.stayPrice === null ? null : offer.stayPrice * roomCount + TAXES_AND_FEES,
        );
      }
      const bookable = offers.filter((room) => room.offer.bookable);
      const restDetail = await app.request('POST', '/api/detail', {
        body: { hotelId: hotel.id, checkIn: startDate, checkOut: endDate, rooms: roomCount, persons },
      });
      expect(restDetail.status, context).toBe(200);
      const restRooms = restDetail.json<{ rooms: Array<{ rId: number; stayTotal: number | null }> }>().rooms;
      for (const room of offers) {
        expect(restRooms.find((rest) => rest.rId === room.id)?.stayTotal, context).toBe(room.offer.stayTotal);
      }

      // The search card, over GraphQL and REST.
      const searched = await app.graphql<{
        searchHotels: { edges: Array<{ node: { id: number; stayTotal: number } }> };
      }>(SEARCH_TOTAL, { criteria: { region: name, startDate, endDate, rooms: roomCount, persons }, stay });
      expect(searched.errors, context).toBeUndefined();
      const card = searched.data!.searchHotels.edges.find((edge) => edge.node.id === hotel.id);
      const restSearch = await app.request('POST', '/api/search', {
        body: { region: name, checkIn: startDate, checkOut: endDate, rooms: roomCount, persons },
      });
      if (bookable.length === 0) {
        expect(card, context).toBeUndefined();
        expect(restSearch.status, context).toBe(204);
        continue;
      }
      const cheapest = bookable.reduce((best, room) => (room.offer.stayTotal! < best.offer.stayTotal! ? room : best));
      expect(card?.node.stayTotal, context).toBe(cheapest.offer.stayTotal);
      expect(restSearch.status, context).toBe(200);
      const restCard = restSearch.json<Array<{ hId: number; stayTotal: number }>>().find((hit) => hit.hId === hotel.id);
      expect(restCard?.stayTotal, context).toBe(cheapest.offer.stayTotal);

      // Checkout: the preview (GraphQL and REST) holds the fees inside the same total, and nothing is added.
      const booking = {
        hotelId: hotel.id,
        roomId: cheapest.id,
        checkIn: startDate,
        checkOut: endDate,
        roomCount,
        persons,
      };
      const preview = await app.graphql<{ reservationPreview: Preview }>(PREVIEW, { stay: booking });
      expect(preview.errors, context).toBeUndefined();
      const restPreview = await app.request(
        'GET',
        `/api/reservations/preview?${new URLSearchParams({
          hId: String(hotel.id),
          rId: String(cheapest.id),
          checkin: startDate,
          checkout: endDate,
          roomCount: String(roomCount),
          people: String(persons),
        })}`,
      );
      expect(restPreview.status, context).toBe(200);
      for (const shown of [preview.data!.reservationPreview, restPreview.json<Preview>()]) {
        expect(shown, context).toEqual({
          basePrice: cheapest.offer.stayTotal! - TAXES_AND_FEES,
          taxes: TAXES_AND_FEES,
          stayTotal: cheapest.offer.stayTotal,
          couponDiscount: 0,
          totalAmount: cheapest.offer.stayTotal,
        });
      }

      // Prepare asks for it and the payment charges it.
      const { prepared, completion } = await book(app, {
        hId: hotel.id,
        rId: cheapest.id,
        checkin: startDate,
        checkout: endDate,
        roomCount,
        people: persons,
        phone: '01012345678',
        termsAgreed: true,
      });
      expect(prepared.totalAmount, context).toBe(cheapest.offer.stayTotal);
      expect(completion.amount, context).toBe(cheapest.offer.stayTotal);
      booked += 1;
    }
    // Most stays are booked through (a few find every room type sold out, and check the empty search).
    expect(booked).toBeGreaterThanOrEqual(8);
  });

  it('is null where there is no stay to total', async () => {
    const { hotel } = await createHotel(app.orm, { name: '총액없음' });
    const answer = await app.graphql<{ hotel: { stayTotal: number | null } }>(
      `query ($id: Int!) { hotel(id: $id) { stayTotal } }`,
      { id: hotel.id },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.hotel.stayTotal).toBeNull();
    // Beyond the inventory no night is open: no offer, no total.
    const far = addDays(stayFromToday(0).startDate, 60);
    const offers = await app.graphql<{ hotel: { rooms: Array<{ offer: { stayTotal: number | null } }> } }>(
      DETAIL_OFFERS,
      {
        id: hotel.id,
        stay: { startDate: far, endDate: addDays(far, 1), rooms: 1, persons: 2 },
      },
    );
    expect(offers.errors).toBeUndefined();
    expect(offers.data!.hotel.rooms.map((room) => room.offer.stayTotal)).toEqual([null]);
  });
});
