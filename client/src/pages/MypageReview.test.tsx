import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { cancellationSchedule } from '@shim/common/reservations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError, json, type RecordedCall } from '../test/fake-server';
import { connection, graphReservation } from '../test/booking-fixtures';
import { renderApp, storeSession } from '../test/render-app';

const checkOut = addDays(todayInSeoul(), -2);

/** A finished stay as `myReservations` sends it; `reviewable` and `deletable` are the server's word. */
const stay = (status: 'CONFIRMED' | 'REVIEWED') => ({
  __typename: 'ReservationDetail',
  reservationId: 11,
  orderId: 'ORDER-11',
  hotelId: 3,
  hotelName: '바다 호텔',
  hotelImage: null,
  roomType: '오션 디럭스',
  address: '부산광역시 해운대구 해운대로 1',
  hotelPhone: null,
  latitude: 35.16,
  longitude: 129.16,
  checkinTime: '15:00',
  checkoutTime: '11:00',
  checkIn: addDays(checkOut, -2),
  checkOut,
  nights: 2,
  people: 2,
  roomCount: 1,
  basePrice: 200_000,
  taxes: 5_000,
  couponDiscount: 0,
  totalAmount: 205_000,
  canceledAmount: 0,
  status,
  createdAt: '2026-11-01T03:00:00Z',
  confirmedAt: '2026-11-01T03:01:00Z',
  cancellable: false,
  reviewable: status === 'CONFIRMED',
  deletable: status === 'REVIEWED',
  cancellationPolicy: cancellationSchedule(addDays(checkOut, -2)).map((tier) => ({
    __typename: 'CancellationTier',
    ...tier,
  })),
  guestName: '김쉼',
  phone: '01012345678',
  voucherUrl: '/payment-success?orderId=ORDER-11',
  invoiceUrl: null,
  // The server's word on a stay checked out two days ago (stay-phase.ts).
  statusLabel: status === 'CONFIRMED' ? '이용 완료' : '리뷰 작성 완료',
  stayPhase: 'PAST' as const,
});

const payload = (score: number, content: string, imageUrl: string | null = null) => ({
  writeReview: {
    __typename: 'WriteReviewPayload',
    review: {
      __typename: 'Review',
      id: 5,
      hotel: { __typename: 'Hotel', id: 3, name: '바다 호텔' },
      score,
      content,
      imageUrl,
      createdAt: '2026-11-25T03:00:00Z',
      reply: null,
      repliedAt: null,
    },
    reservation: {
      __typename: 'Reservation',
      id: 11,
      status: 'REVIEWED',
      statusLabel: '리뷰 작성 완료',
      stayPhase: 'PAST',
      cancellable: false,
      reviewable: false,
      deletable: true,
    },
  },
});

/** My page against a server that keeps the stay's state: written once, it is 리뷰 작성 완료. */
function reviewServer(write?: (call: RecordedCall) => Response) {
  storeSession();
  let reviewed = false;
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyReservations: () =>
        gqlData({
          myReservations: connection('Reservation', [graphReservation(stay(reviewed ? 'REVIEWED' : 'CONFIRMED'))]),
        }),
      WriteReview: (call) => {
        const answer = write?.(call);
        if (answer) return answer;
        reviewed = true;
        const input = call.variables?.input as { score: number; content: string };
        return gqlData(payload(input.score, input.content));
      },
    },
    rest: {
      '/api/reviews': () => {
        reviewed = true;
        return json(201, { message: MESSAGES.reviewCreated, reviewId: 5, image: '/images/reviews/x.jpg' });
      },
    },
  });
}

async function openModal() {
  // A finished stay sits under 지난 예약 as 이용 완료.
  await userEvent.click(await screen.findByRole('tab', { name: /^지난 예약/ }));
  const card = await screen.findByRole('listitem', { name: '바다 호텔' });
  expect(within(card).getByText('이용 완료')).toBeTruthy();
  expect(within(card).queryByRole('button', { name: '내역 삭제' })).toBeNull();
  return { card, button: within(card).getByRole('button', { name: '리뷰 쓰기' }) };
}

// Typing Korean key by key is slow on a busy machine.
describe('the review modal (my page)', () => {
  it('refuses no star with the exact words, then writes the review; the stay is 리뷰 작성 완료 and may be deleted', async () => {
    const server = reviewServer();
    const { user } = renderApp('/mypage?tab=reservations', server);
    const { button } = await openModal();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '리뷰 쓰기' });

    await user.type(within(dialog).getByLabelText('리뷰 내용'), '바다가 보이는 방이었어요.');
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('별점을 선택해주세요.');
    expect(server.named('WriteReview')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4점' }));
    expect(within(dialog).getByRole('radio', { name: '4점' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록' }));

    expect(await screen.findByText(MESSAGES.reviewCreated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('WriteReview')[0]?.variables).toEqual({
      input: { reservationId: 11, score: 4, content: '바다가 보이는 방이었어요.' },
    });
    const card = screen.getByRole('listitem', { name: '바다 호텔' });
    await waitFor(() => expect(within(card).getByText('리뷰 작성 완료')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: '리뷰 쓰기' })).toBeNull();
    expect(within(card).getByRole('button', { name: '내역 삭제' })).toBeTruthy();
  });

  it('needs a text, and shows what the server refuses', async () => {
    const server = reviewServer(() => gqlError(MESSAGES.reviewAlreadyWritten, 'CONFLICT'));
    const { user } = renderApp('/mypage', server);
    const { button } = await openModal();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '리뷰 쓰기' });
    await user.click(within(dialog).getByRole('radio', { name: '5점' }));
    await user.type(within(dialog).getByLabelText('리뷰 내용'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.reviewContentRequired);

    await user.type(within(dialog).getByLabelText('리뷰 내용'), '좋았어요');
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.reviewAlreadyWritten);
    expect(screen.getByRole('dialog', { name: '리뷰 쓰기' })).toBeTruthy();
  });

  it('sends a photo with the review as multipart to POST /api/reviews, and refuses a file of another type', async () => {
    const server = reviewServer();
    const { user } = renderApp('/mypage', server);
    const { button } = await openModal();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '리뷰 쓰기' });
    const photoInput = within(dialog).getByLabelText('사진 (선택)');

    // A browser's "all files" choice gets past the input's accept list; the form checks the name and size too.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(photoInput, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.imageTypeInvalid);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'view.jpg', { type: 'image/jpeg' });
    await user.upload(photoInput, photo);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: '3점' }));
    await user.type(within(dialog).getByLabelText('리뷰 내용'), '무난했어요');
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록' }));

    expect(await screen.findByText(MESSAGES.reviewCreated)).toBeTruthy();
    const [call] = server.named('/api/reviews');
    const form = call!.body as FormData;
    expect(call!.authorization).toBe('Bearer access-old');
    expect([form.get('reservationId'), form.get('score'), form.get('content')]).toEqual(['11', '3', '무난했어요']);
    expect((form.get('image') as File).name).toBe('view.jpg');
    expect(server.named('WriteReview')).toHaveLength(0);
  });
});
