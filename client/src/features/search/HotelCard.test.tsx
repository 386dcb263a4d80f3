import type { Locale } from '@shim/common/locales';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PriceNoteProvider } from '../../components/PriceNote';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadSearchMessages } from '../../test/search-words';
import { HotelCard } from './HotelCard';

const hotel = {
  id: 3,
  name: '해운대 바다 호텔',
  romanizedName: 'Haeundae Bada Hotel',
  type: 'HOTEL' as const,
  star: 4,
  region: '부산광역시 해운대구',
  imageUrl: null,
  minPrice: 150_000,
  stayPrice: 300_000,
  stayTotal: 330_000,
  freeCancellationUntil: '2026-12-20',
  avgScore: 4.6,
  reviewCount: 1,
  wishlisted: false,
};

function renderCard(locale: Locale, shown: Partial<typeof hotel> = {}) {
  loadSearchMessages(locale);
  const element = (
    <I18nProvider locale={locale}>
      <PriceNoteProvider value={(won) => <span>{`note ${won}`}</span>}>
        <ul>
          <HotelCard hotel={{ ...hotel, ...shown }} nights={2} rooms={1} stayQuery="" onToggleSaved={() => {}} />
        </ul>
      </PriceNoteProvider>
    </I18nProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('a search result card', () => {
  it('reads as before in Korean, with no romanisation', () => {
    renderCard('ko');
    expect(screen.getByText('2박 · 객실 1개 총액')).toBeTruthy();
    expect(screen.getByText('330,000원')).toBeTruthy();
    expect(screen.getByText('12월 20일까지 무료 취소')).toBeTruthy();
    expect(screen.getByText('최고에요')).toBeTruthy();
    expect(screen.getByText('리뷰 1개')).toBeTruthy();
    expect(screen.getByText('부산광역시 해운대구')).toBeTruthy();
    expect(screen.queryByText('Haeundae Bada Hotel')).toBeNull();
    expect(screen.getByRole('button', { name: '해운대 바다 호텔 찜하기' })).toBeTruthy();
  });

  it('reads in English: plurals, dates, the romanised name and region, the price note after the total', () => {
    renderCard('en');
    expect(screen.getByText('Hotel')).toBeTruthy();
    expect(screen.getByText('4 stars')).toBeTruthy();
    expect(screen.getByText('Total for 2 nights · 1 room')).toBeTruthy();
    expect(screen.getByText('₩330,000')).toBeTruthy();
    expect(screen.getByText('note 330000')).toBeTruthy();
    expect(screen.getByText('Free cancellation until Dec 20')).toBeTruthy();
    expect(screen.getByText('Exceptional')).toBeTruthy();
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(screen.getByText('Haeundae Bada Hotel')).toBeTruthy();
    expect(screen.getByText('Busan Haeundae-gu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save 해운대 바다 호텔 to wishlist' })).toBeTruthy();
  });

  it('reads in Japanese and Chinese', () => {
    renderCard('ja', { avgScore: undefined });
    expect(screen.getByText('2泊・1室の合計')).toBeTruthy();
    expect(screen.getByText('まだレビューはありません')).toBeTruthy();
    expect(screen.getByText('12月20日まで無料キャンセル')).toBeTruthy();
    renderCard('zh-Hans', { avgScore: undefined, freeCancellationUntil: '' });
    expect(screen.getByText('2晚 · 1间总价')).toBeTruthy();
    expect(screen.getByText('暂无评价')).toBeTruthy();
  });
});
