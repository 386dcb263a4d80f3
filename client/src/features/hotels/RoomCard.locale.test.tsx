import { LOCALES } from '@shim/common/locales';
import { ROOM_AMENITY_SUGGESTIONS, ROOM_BED_TYPES } from '@shim/common/room-facts';
import { stayTotal } from '@shim/common/stay-offer';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import korean from '../../i18n/messages/lodging/ko.json';
import type { DetailRoom } from './RoomCard';
import { addMessages, type Messages } from '../../i18n/catalog';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ApproxSlot } from './approx-slot';
import { amenityKey, bedKey } from './room-facts-words';
import { RoomCard } from './RoomCard';

const catalogues = import.meta.glob<Messages>('../../i18n/messages/{common,lodging}/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
for (const locale of LOCALES)
  addMessages(
    locale,
    {
      ...catalogues[`../../i18n/messages/common/${locale}.json`],
      ...catalogues[`../../i18n/messages/lodging/${locale}.json`],
    },
    ['common', 'lodging'],
  );

const room = {
  __typename: 'Room',
  id: 7,
  name: 'Ocean Twin',
  capacity: 2,
  imageUrl: null,
  bedType: '퀸',
  size: 32,
  amenities: ['무료 와이파이', '개별 테라스'],
  description: null,
  offer: {
    __typename: 'RoomOffer',
    price: 100_000,
    stayPrice: 200_000,
    availableCount: 3,
    freeCancellationUntil: '2030-03-08',
    closed: false,
    minStay: 1,
  },
} as DetailRoom;

const fakeApprox = (won: number) => <span data-testid="approx">{`≈ ${won}`}</span>;

const englishCard = (value: DetailRoom = room) => {
  render(
    <I18nProvider locale="en">
      <ApproxSlot value={fakeApprox}>
        <ul>
          <RoomCard room={value} nights={2} persons={2} initialQuantity={1} onBook={vi.fn()} />
        </ul>
      </ApproxSlot>
    </I18nProvider>,
  );
  return within(screen.getByRole('listitem', { name: value.name }));
};

describe('the room card for a visitor from abroad', () => {
  it('reads in English: facts, known amenities translated, a manager’s own tag as written, prices and refund', () => {
    const view = englishCard();
    expect(view.getByText('Up to 2 guests · Queen bed · 32 m²')).toBeTruthy();
    const tags = [...view.getByRole('group', { name: 'Ocean Twin amenities' }).querySelectorAll('span')];
    expect(tags.map((tag) => tag.textContent)).toEqual(['Free Wi-Fi', '개별 테라스']);
    expect(view.getByText('3 rooms left')).toBeTruthy();
    expect(view.getByText('Avg. ₩100,000 per room per night')).toBeTruthy();
    expect(view.getByText(`2 nights, total ₩${stayTotal(200_000, 1).toLocaleString('en')}`)).toBeTruthy();
    expect(view.getByText('Taxes and fees included')).toBeTruthy();
    expect(view.getByText('Free cancellation until Mar 8')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Book now' })).toBeTruthy();
  });

  it('puts the page’s approximate amount after the stay total', () => {
    const view = englishCard();
    expect(view.getByTestId('approx').textContent).toBe(`≈ ${stayTotal(200_000, 1)}`);
  });

  it('says why a room cannot be booked in the visitor’s language', () => {
    const view = englishCard({ ...room, offer: { ...room.offer, availableCount: 0 } });
    expect((view.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has words for every bed type and suggested amenity of the manager’s form', () => {
    const words = korean as Record<string, string>;
    for (const bed of ROOM_BED_TYPES) expect(words[bedKey(bed) ?? ''], bed).toMatch(new RegExp(`^${bed}`));
    for (const tag of ROOM_AMENITY_SUGGESTIONS) expect(words[amenityKey(tag) ?? ''], tag).toBe(tag);
  });
});
