import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WishlistCard, type WishlistHotel } from './WishlistCard';

const hotel: WishlistHotel = {
  id: 12,
  name: '쉼 한옥',
  type: 'HANOK',
  star: null,
  region: '서울특별시 종로구',
  address: '서울특별시 종로구 북촌로 1',
  minPrice: 150_000,
  stayPrice: null,
  stayTotal: null,
  avgScore: null,
  reviewCount: 0,
  imageUrl: null,
  wishlisted: true,
};

function renderCard(shown: WishlistHotel, nights = 1) {
  const element = <WishlistCard hotel={shown} nights={nights} to="/hotel/12" onRemove={() => {}} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('a wishlist card', () => {
  it('shows the stay total when priced for a stay', () => {
    renderCard({ ...hotel, stayPrice: 300_000, stayTotal: 305_000 }, 2);
    expect(screen.getByText('2박 총 305,000원')).toBeTruthy();
    expect(screen.getByText('세금·수수료 포함')).toBeTruthy();
  });

  it('without a stay, shows one night of one room with the taxes and fees, never a bare room rate', () => {
    renderCard(hotel);
    expect(screen.getByText('1박 기준 155,000원~')).toBeTruthy();
    expect(screen.getByText('세금·수수료 포함')).toBeTruthy();
    expect(screen.queryByText(/150,000원/)).toBeNull();
  });

  it('says when no room can be booked', () => {
    renderCard({ ...hotel, minPrice: null });
    expect(screen.getByText('예약 가능한 객실 없음')).toBeTruthy();
    expect(screen.queryByText('세금·수수료 포함')).toBeNull();
  });
});
