import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo';
import { fakeServer, gqlData, type RecordedCall } from '../../test/fake-server';
import { HolidayEveDialog } from './HolidayEveDialog';

const ROOMS = [
  { id: 5, name: '디럭스' },
  { id: 6, name: '스위트' },
];

/** The eve of 성탄절 (24 December) for both room types, each at its weekend price. */
const EVE_NIGHTS = [
  { roomId: 5, price: 150_000 },
  { roomId: 6, price: 230_000 },
].map(({ roomId, price }) => ({
  __typename: 'RoomNight',
  id: `${roomId}/2026-12-24`,
  roomId,
  date: '2026-12-24',
  price,
  roomsToSell: 3,
  sold: 0,
  held: 0,
  closed: false,
  minStay: 1,
  holiday: null,
}));

function setup(nights = EVE_NIGHTS) {
  const fake = fakeServer({
    graphql: {
      ApplyHolidayEvePrices: (call: RecordedCall) => {
        const { preview } = call.variables?.input as { preview: boolean };
        return gqlData({
          applyHolidayEvePrices: {
            __typename: 'UpdateRoomCalendarPayload',
            updatedNights: nights.length,
            preview,
            nights,
          },
        });
      },
    },
  });
  const onClose = vi.fn();
  const onApplied = vi.fn();
  const user = userEvent.setup();
  render(
    <ApolloProvider client={createApolloClient({ fetch: fake.fetch })}>
      <HolidayEveDialog
        rooms={ROOMS}
        from="2026-12-17"
        to="2026-12-30"
        label="12월 17일 (목) – 12월 30일 (수)"
        onClose={onClose}
        onApplied={onApplied}
      />
    </ApolloProvider>,
  );
  const inputs = () => fake.named('ApplyHolidayEvePrices').map((call) => call.variables?.input);
  return { user, inputs, onClose, onApplied, dialog: screen.getByRole('dialog', { name: '공휴일 전날 주말 요금' }) };
}

const input = (preview: boolean) => ({ roomIds: [5, 6], from: '2026-12-17', to: '2026-12-30', preview });

describe('the holiday-eve dialog', () => {
  it('previews the nights the server would change, then applies the same edit', async () => {
    const { user, inputs, onApplied, dialog } = setup();
    const apply = within(dialog).getByRole('button', { name: '주말 요금으로 바꾸기' });
    // Nothing is applied before the manager has seen what would change.
    expect(apply).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    const preview = await within(dialog).findByLabelText('미리보기');
    expect(within(preview).getByText('객실 2개 × 1박이 바뀌어요.')).toBeTruthy();
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['디럭스 · 12월 24일 (목) · 150,000원', '스위트 · 12월 24일 (목) · 230,000원']);
    expect(inputs()).toEqual([input(true)]);
    expect(onApplied).not.toHaveBeenCalled();

    await user.click(apply);
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    expect(inputs()).toEqual([input(true), input(false)]);
    expect(onApplied.mock.calls[0]![0]).toHaveLength(2);
  });

  it('applies nothing when closed, after a preview or before one', async () => {
    const { user, inputs, onClose, onApplied, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    await within(dialog).findByLabelText('미리보기');
    // The footer's 닫기 (the modal's own × is another).
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onApplied).not.toHaveBeenCalled();
    expect(inputs()).toEqual([input(true)]);
  });

  it('says so when the range has no holiday eve, and offers nothing to apply', async () => {
    const { user, inputs, dialog } = setup([]);
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect(await within(dialog).findByText('이 기간에는 주말 요금으로 바꿀 공휴일 전날이 없어요.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '주말 요금으로 바꾸기' })).toHaveProperty('disabled', true);
    expect(inputs()).toEqual([input(true)]);
  });
});
