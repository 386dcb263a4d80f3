import { ApolloProvider } from '@apollo/client/react';
import { addDays } from '@shim/common/dates';
import { LOCALES, type Locale } from '@shim/common/locales';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo';
import { addMessages, type Messages } from '../../i18n/catalog';
import { I18nProvider } from '../../i18n/I18nProvider';
import { fakeServer, gqlData } from '../../test/fake-server';
// The panel loads the calendar lazily; imported here with the test, so the waits below are the data's, not a compile's.
import './PriceCalendar';
import { StayDatePicker } from './StayDatePicker';

const TODAY = '2030-03-10';

/** Every night 100,000원, but the 14th dearer, the 15th closed, the 20th sold out and the 21st needing 2 nights. */
function night(date: string) {
  const base = {
    __typename: 'HotelCalendarNight',
    date,
    lowestPrice: 100_000,
    soldOut: false,
    closed: false,
    minStay: 1,
  };
  if (date === '2030-03-14') return { ...base, lowestPrice: 123_000 };
  if (date === '2030-03-15') return { ...base, lowestPrice: null, soldOut: true, closed: true, minStay: null };
  if (date === '2030-03-20') return { ...base, lowestPrice: null, soldOut: true, minStay: null };
  if (date === '2030-03-21') return { ...base, minStay: 2 };
  return base;
}

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

function renderPicker(locale: Locale = 'ko') {
  const server = fakeServer({
    graphql: {
      HotelCalendar: ({ variables }) => {
        const { from, to } = variables as { from: string; to: string };
        const nights = [];
        for (let date = from; date < to; date = addDays(date, 1)) nights.push(night(date));
        return gqlData({ hotel: { __typename: 'Hotel', id: 7, calendar: nights } });
      },
    },
  });
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <ApolloProvider client={createApolloClient({ fetch: server.fetch })}>
        <StayDatePicker
          hotelId={7}
          persons={2}
          startDate="2030-03-12"
          endDate="2030-03-13"
          today={TODAY}
          onChange={onChange}
        />
      </ApolloProvider>
    </I18nProvider>,
  );
  return { server, onChange, user: userEvent.setup() };
}

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}(,|$)`) });

describe('the lodging page price calendar', () => {
  it('shows each night’s lowest price, marks closed and sold-out nights, one request per visible month', async () => {
    const { server, user } = renderPicker();
    await user.click(screen.getByRole('button', { name: '날짜 변경 · 요금 달력' }));
    expect((await screen.findByRole('button', { name: '3월 14일, 1박 123,000원' })).textContent).toContain('12.3만');
    expect(day('3월 15일').textContent).toContain('휴무');
    expect(day('3월 20일').textContent).toContain('마감');
    expect(day('3월 11일').textContent).toContain('10만');
    // Past days and the closed and sold-out nights cannot be a check-in.
    expect(day('3월 9일').getAttribute('aria-disabled')).toBe('true');
    expect(day('3월 15일').getAttribute('title')).toBe('3월 15일은 판매하지 않는 날이에요.');
    expect(server.named('HotelCalendar').map((call) => call.variables)).toEqual([
      { id: 7, from: TODAY, to: '2030-04-01', persons: 2 },
      { id: 7, from: '2030-04-01', to: '2030-05-01', persons: 2 },
    ]);
  });

  it('offers no check-out that crosses a closed night, and says why', async () => {
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: '날짜 변경 · 요금 달력' }));
    await screen.findByRole('button', { name: /^3월 13일, 1박/ });
    await user.click(day('3월 13일'));
    expect(day('3월 15일').getAttribute('aria-disabled')).toBe('false');
    expect(day('3월 16일').getAttribute('aria-description')).toBe('3월 15일은 판매하지 않는 날이에요.');
    await user.click(day('3월 16일'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('3월 15일'));
    expect(onChange).toHaveBeenCalledWith('2030-03-13', '2030-03-15');
  });

  it('offers no check-out that breaks the arrival night’s minimum stay', async () => {
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: '날짜 변경 · 요금 달력' }));
    await screen.findByRole('button', { name: /^3월 21일, 1박/ });
    await user.click(day('3월 21일'));
    expect(day('3월 22일').getAttribute('title')).toBe('최소 2박 이상 예약할 수 있어요.');
    await user.click(day('3월 23일'));
    expect(onChange).toHaveBeenCalledWith('2030-03-21', '2030-03-23');
  });

  it('says a stay’s total with the taxes and fees in it, for the dates shown and for each possible check-out', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: '날짜 변경 · 요금 달력' }));
    // The page's stay, 3월 12일 → 13일: one night at 100,000원 and the 5,000원 of taxes and fees.
    expect(await screen.findByText('1박 총 105,000원부터')).toBeTruthy();
    await user.click(day('3월 13일'));
    // Leaving on the 15th: the 13th (100,000원) and the dearer 14th (123,000원), the fees once.
    expect(day('3월 15일').textContent).toContain('체크아웃하면 2박 총 228,000원부터 (세금·수수료 포함)');
    // A check-out that cannot be taken promises no total.
    expect(day('3월 16일').textContent).not.toContain('체크아웃하면');
  });

  it('speaks the visitor’s language: day names, compact prices and the reasons a day cannot be picked', async () => {
    const { user } = renderPicker('en');
    await user.click(screen.getByRole('button', { name: 'Change dates · price calendar' }));
    expect((await screen.findByRole('button', { name: 'March 14, ₩123,000 a night' })).textContent).toContain('123K');
    expect(day('March 15').getAttribute('title')).toBe('March 15 is not available for booking.');
    expect(day('March 20').textContent).toContain('Full');
    expect(day('March 9').getAttribute('title')).toBe("Past dates can't be chosen.");
    await user.click(day('March 21'));
    expect(day('March 22').getAttribute('title')).toBe('This stay needs at least 2 nights.');
  });
});
