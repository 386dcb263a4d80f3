import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayUseSlots } from './DayUseSlots';

// 2030-03-10 in Seoul: the earliest 4-hour start 14:00, its deadline 13:00 (the lodging's 60 minutes before).
const SLOTS = [
  {
    hours: 3,
    price: 30_000,
    label: '대실 3시간',
    starts: ['13:00', '13:30'],
    freeCancellationUntil: '2030-03-10T03:00:00.000Z',
  },
  {
    hours: 4,
    price: 35_000,
    label: '대실 4시간',
    starts: ['14:00', '14:30', '18:00'],
    freeCancellationUntil: '2030-03-10T04:00:00.000Z',
  },
  { hours: 5, price: 40_000, label: '대실 5시간', starts: [], freeCancellationUntil: null },
];

describe('a room type’s 대실 on the lodging page', () => {
  it('shows each duration’s price, its starts and the chosen start’s free-cancel deadline, then books it', async () => {
    const onBook = vi.fn();
    const user = userEvent.setup();
    render(<DayUseSlots roomName="바다방" slots={SLOTS} rooms={1} onBook={onBook} />);
    const region = screen.getByRole('region', { name: '바다방 대실' });
    expect(within(region).getByText('대실 3시간 30,000원')).toBeTruthy();

    await user.click(within(region).getByRole('tab', { name: '4시간' }));
    expect(within(region).getByText('대실 4시간 35,000원')).toBeTruthy();
    // Before a start is picked: the earliest start's deadline, and nothing to book yet.
    expect(within(region).getByText('12:59까지 무료 취소')).toBeTruthy();
    expect(within(region).getByRole<HTMLButtonElement>('button', { name: '입실 시간을 고르세요' }).disabled).toBe(true);

    await user.click(within(region).getByRole('button', { name: '18:00' }));
    expect(within(region).getByRole('button', { name: '18:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(region).getByText('16:59까지 무료 취소')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: '18:00부터 예약하기' }));
    expect(onBook).toHaveBeenCalledWith({ hours: 4, start: '18:00', price: 35_000 });

    await user.click(within(region).getByRole('tab', { name: '5시간' }));
    expect(within(region).getByText('선택한 날에 남은 대실 시간이 없어요.')).toBeTruthy();
  });
});
