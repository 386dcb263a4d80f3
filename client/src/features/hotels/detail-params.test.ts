import { MESSAGES } from '@shim/common/messages';
import { describe, expect, it } from 'vitest';
import { bookingButton, quantityChoices } from './booking-state';
import { checkDetailParams } from './detail-params';

const stay = { region: '부산', startDate: '2030-03-10', endDate: '2030-03-12', rooms: 1, persons: 2 };

describe('hotel detail parameters (spec §5)', () => {
  it('needs a numeric id', () => {
    expect(checkDetailParams('abc', stay)).toEqual({ ok: false, message: MESSAGES.invalidHotel });
    expect(checkDetailParams('12a', stay)).toEqual({ ok: false, message: MESSAGES.invalidHotel });
  });

  it('needs both dates, check-out after check-in', () => {
    expect(checkDetailParams('1', { ...stay, endDate: '' })).toEqual({ ok: false, message: MESSAGES.datesRequired });
    expect(checkDetailParams('1', { ...stay, endDate: '2030-03-10' })).toEqual({
      ok: false,
      message: MESSAGES.checkoutAfterCheckin,
    });
  });

  it('clamps rooms to 1–5 and persons to 1–20, saying so', () => {
    const checked = checkDetailParams('1', { ...stay, rooms: 9, persons: 0 });
    expect(checked).toEqual({
      ok: true,
      id: 1,
      stay: { ...stay, rooms: 5, persons: 1 },
      notices: [MESSAGES.detailRoomsRange, MESSAGES.personsRange],
    });
    expect(checkDetailParams('1', { ...stay, rooms: 0, persons: 25 })).toMatchObject({
      stay: { rooms: 1, persons: 20 },
    });
    expect(checkDetailParams('1', stay)).toMatchObject({ ok: true, notices: [] });
  });
});

describe('booking button (spec §2)', () => {
  it('is 예약 마감 when nothing is left', () => {
    expect(bookingButton({ capacity: 4, availableCount: 0 }, 1, 2)).toEqual({ disabled: true, reason: 'soldOut' });
    expect(bookingButton({ capacity: 4, availableCount: null }, 1, 2)).toEqual({ disabled: true, reason: 'soldOut' });
  });

  it('is 인원 초과 when persons exceed capacity × quantity', () => {
    expect(bookingButton({ capacity: 2, availableCount: 3 }, 1, 3)).toEqual({ disabled: true, reason: 'overCapacity' });
    expect(bookingButton({ capacity: 2, availableCount: 3 }, 2, 3)).toEqual({ disabled: false });
    expect(bookingButton({ capacity: 2, availableCount: 3 }, 2, 4)).toEqual({ disabled: false });
  });

  it('offers 1 up to what is left, at most 5', () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(9)).toEqual([1, 2, 3, 4, 5]);
    expect(quantityChoices(0)).toEqual([1]);
  });
});
