import { MESSAGES } from '@shim/common/messages';
import { minStayMessage } from '@shim/common/stay-messages';
import { stayTotal } from '@shim/common/stay-offer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { barChoice } from './BookingBar';
import { RoomCard, type DetailRoom } from './RoomCard';

function room(id: number, offer: Partial<DetailRoom['offer']> = {}, facts: Partial<DetailRoom> = {}): DetailRoom {
  return {
    __typename: 'Room',
    id,
    name: `객실 ${id}`,
    capacity: 2,
    imageUrl: null,
    bedType: '퀸',
    size: 32,
    amenities: ['무료 와이파이', '욕조'],
    description: '창밖으로 바다가 보이는 방입니다.',
    ...facts,
    offer: {
      __typename: 'RoomOffer',
      price: 100_000,
      stayPrice: 200_000,
      availableCount: 3,
      freeCancellationUntil: '2030-03-08',
      closed: false,
      minStay: 1,
      ...offer,
    },
  } as DetailRoom;
}

const card = (value: DetailRoom, nights = 2, onBook = vi.fn()) => {
  render(
    <ul>
      <RoomCard room={value} nights={nights} persons={2} initialQuantity={1} onBook={onBook} />
    </ul>,
  );
  return within(screen.getByRole('listitem', { name: value.name }));
};

describe('RoomCard', () => {
  it('shows the room facts: bed and size, amenities, the description folded when long', async () => {
    const long = '가'.repeat(120);
    const view = card(room(1, {}, { description: long }));
    expect(view.getByText('기준 2인 · 최대 2인 · 퀸 침대 · 32㎡')).toBeTruthy();
    expect(
      [...view.getByRole('group', { name: '객실 1 편의시설' }).querySelectorAll('span')].map(
        (item) => item.textContent,
      ),
    ).toEqual(['무료 와이파이', '욕조']);
    expect(view.queryByText(long)).toBeNull();
    await userEvent.click(view.getByRole('button', { name: '더 보기' }));
    expect(view.getByText(long, { exact: false })).toBeTruthy();
  });

  it('leaves out the facts a manager did not give', () => {
    const view = card(room(2, {}, { bedType: null, size: null, amenities: [], description: null }));
    expect(view.queryByText(/침대|㎡/)).toBeNull();
    expect(view.queryByRole('group')).toBeNull();
  });

  it('shows the minimum stay on the card, and refuses a stay shorter than it in words', () => {
    const long = card(room(3, { minStay: 2 }), 2);
    expect(long.getByText('최소 2박')).toBeTruthy();
    expect(long.getByRole('button', { name: '예약하기' })).toBeTruthy();
    expect(long.getByText('남은 객실 3개')).toBeTruthy();

    const short = card(room(4, { minStay: 3 }), 2);
    expect(short.getByText('최소 3박', { selector: 'span' })).toBeTruthy();
    expect(short.getByText(minStayMessage(3))).toBeTruthy();
    expect((short.getByRole('button', { name: '최소 3박' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a closed room is not sold, offering no quantity, no total and no free cancellation', () => {
    const view = card(room(5, { closed: true, availableCount: 0, stayPrice: null, minStay: null }));
    expect(view.getByText(MESSAGES.roomClosed)).toBeTruthy();
    expect(view.queryByText(MESSAGES.roomSoldOut)).toBeNull();
    expect(view.queryByRole('combobox')).toBeNull();
    expect(view.queryByText(/무료 취소/)).toBeNull();
    expect(view.queryByText(/박 총/)).toBeNull();
    expect((view.getByRole('button', { name: '판매 안 함' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a sold-out room is sold out, with its quantity choice disabled', () => {
    const view = card(room(6, { availableCount: 0 }));
    expect(view.getByText(MESSAGES.roomSoldOut)).toBeTruthy();
    expect(view.queryByText(MESSAGES.roomClosed)).toBeNull();
    expect((view.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
    expect((view.getByRole('button', { name: '예약 마감' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the phone booking bar (barChoice)', () => {
  const stay = { rooms: 1, persons: 2, nights: 2 };
  const rooms = [
    room(10, { stayPrice: 300_000 }),
    room(11, { stayPrice: 150_000, closed: true, availableCount: 0 }),
    room(12, { stayPrice: 180_000, minStay: 3 }),
    room(13, { stayPrice: 220_000 }),
    room(14, { stayPrice: 120_000, availableCount: 0 }),
  ];

  it('speaks for the cheapest room that can be booked, skipping closed, too short and sold out ones', () => {
    expect(barChoice(rooms, null, stay)).toMatchObject({
      room: { id: 13 },
      quantity: 1,
      total: stayTotal(220_000, 1),
      chosen: false,
    });
    expect(barChoice(rooms.slice(1, 3), null, stay)).toBeNull();
  });

  it('follows the room the guest chose, at its quantity, while it can be booked', () => {
    expect(barChoice(rooms, { id: 10, quantity: 2 }, stay)).toMatchObject({
      room: { id: 10 },
      quantity: 2,
      total: stayTotal(300_000, 2),
      chosen: true,
    });
    // More than is left: back to the cheapest.
    expect(barChoice(rooms, { id: 10, quantity: 4 }, stay)).toMatchObject({ room: { id: 13 }, chosen: false });
  });
});
