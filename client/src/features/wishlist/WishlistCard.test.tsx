import type { Locale } from '@shim/common/locales';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { PriceNoteProvider } from '../../components/PriceNote';
import { loadSearchMessages } from '../../test/search-words';
import { WishlistCard, type WishlistHotel } from './WishlistCard';

const hotel: WishlistHotel = {
  id: 12,
  name: '쉼 한옥',
  romanizedName: 'Swim Hanok',
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

function renderCard(shown: WishlistHotel, nights = 1, locale: Locale = 'ko') {
  const element = (
    <I18nProvider locale={locale}>
      <PriceNoteProvider value={(won) => (locale === 'ko' ? null : <span>{`≈ ${won / 1000}k`}</span>)}>
        <WishlistCard hotel={shown} nights={nights} to="/hotel/12" onRemove={() => {}} />
      </PriceNoteProvider>
    </I18nProvider>
  );
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

  it('reads in the visitor’s language: the type, the romanised name of a Korean name, the price note', () => {
    loadSearchMessages('en');
    renderCard({ ...hotel, romanizedName: 'Swim Hanok', stayPrice: 300_000, stayTotal: 305_000 }, 2, 'en');
    expect(screen.getByText('2 nights, total ₩305,000')).toBeTruthy();
    expect(screen.getByText('Hanok · Seoul Jongno-gu')).toBeTruthy();
    expect(screen.getByText('Swim Hanok')).toBeTruthy();
    // The page's note (the approximate amount) follows the total.
    expect(screen.getByText('≈ 305k')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('shows no romanisation beside a translated name, nor on Korean pages', () => {
    loadSearchMessages('en');
    renderCard({ ...hotel, name: 'Shim Hanok Stay', romanizedName: 'Swim Hanok' }, 1, 'en');
    expect(screen.queryByText('Swim Hanok')).toBeNull();
    renderCard({ ...hotel, romanizedName: 'Swim Hanok' });
    expect(screen.queryByText('Swim Hanok')).toBeNull();
  });
});
