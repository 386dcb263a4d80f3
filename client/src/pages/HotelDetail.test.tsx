import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readBookingDraft } from '../lib/booking-draft';
import { checkoutRoom, previewFor } from '../test/booking-fixtures';
import { account, fakeServer, gqlData, gqlError, tokens } from '../test/fake-server';
import { detailAnswer, reviewPageAnswer } from '../test/hotel-fixtures';
import { renderApp, storeSession } from '../test/render-app';

const STAY = 'region=부산&startDate=2030-03-10&endDate=2030-03-12';
const server = (answer = () => gqlData(detailAnswer())) =>
  fakeServer({
    graphql: {
      HotelDetail: answer,
      // The review list asks for its own pages (with the score counts) once in the browser.
      HotelReviewPage: ({ variables }) =>
        gqlData(
          reviewPageAnswer(
            detailAnswer().hotel.reviews.edges.map((edge) => edge.node),
            variables,
          ),
        ),
      Me: () => gqlData({ me: account('ROLE_USER') }),
      // The checkout the booking button opens restores the draft from the server.
      CheckoutRoom: () => gqlData({ room: checkoutRoom() }),
      CheckoutPreview: () => gqlData({ reservationPreview: previewFor(null) }),
      CheckoutCoupons: () => gqlData({ myCoupons: { __typename: 'UserCouponConnection', edges: [] } }),
    },
  });

const roomCard = (name: string) => screen.getByRole('listitem', { name });

describe('hotel detail page', () => {
  it('refuses a non-numeric id and missing dates without asking the server', async () => {
    const fake = server();
    renderApp(`/hotel/abc?${STAY}`, fake);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidHotel);
    expect(fake.named('HotelDetail')).toHaveLength(0);
  });

  it('needs the dates', async () => {
    renderApp('/hotel/7?region=부산&rooms=1&persons=2', server());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.datesRequired);
  });

  it('clamps rooms and persons with a notice and asks with the clamped values', async () => {
    const fake = server();
    renderApp(`/hotel/7?${STAY}&rooms=9&persons=30`, fake);
    await screen.findByRole('heading', { name: '바다 호텔' });
    const notices = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(notices.some((text) => text?.startsWith(MESSAGES.detailRoomsRange))).toBe(true);
    expect(notices.some((text) => text?.startsWith(MESSAGES.personsRange))).toBe(true);
    expect(fake.named('HotelDetail')[0]?.variables).toEqual({
      id: 7,
      stay: { startDate: '2030-03-10', endDate: '2030-03-12', rooms: 5, persons: 20 },
      dayUseDate: '2030-03-10',
      dayUseRooms: 5,
      withDayUse: false,
    });
  });

  it('shows photos (main first), six services then …, the rating label, reviews and nearby landmarks', async () => {
    renderApp(`/hotel/7?${STAY}&rooms=1&persons=2`, server());
    const photo = await screen.findByAltText(/^바다 호텔 사진 1\/\d+$/);
    expect(photo.getAttribute('src')).toBe('/images/hotel/7.jpg');
    const services = within(screen.getByRole('list', { name: '편의시설' })).getAllByRole('listitem');
    expect(services.map((s) => s.textContent)).toEqual([
      '와이파이',
      '주차',
      '수영장',
      '조식',
      '피트니스',
      '사우나',
      '…',
    ]);
    expect(screen.getByText('최고에요')).toBeTruthy();
    expect(screen.getByText('최고의 숙소')).toBeTruthy();
    expect(screen.getByAltText('김쉼님의 리뷰 사진').getAttribute('src')).toBe('/images/reviews/r1.jpg');
    expect(screen.getByText('감사합니다')).toBeTruthy();
    const landmark = screen.getByRole('link', { name: /해운대 해수욕장/ });
    expect(landmark.getAttribute('href')).toBe('/landmark/3');
    expect(landmark.textContent).toContain('0.4km');
    expect(landmark.textContent).toContain('약 2분');
  });

  it('disables booking: 예약 마감 without stock, 인원 초과 until enough rooms are chosen', async () => {
    const { user } = renderApp(`/hotel/7?${STAY}&rooms=1&persons=3`, server());
    await screen.findByRole('heading', { name: '바다 호텔' });
    const soldOut = within(roomCard('객실 2')).getByRole('button', { name: '예약 마감' });
    expect(soldOut.hasAttribute('disabled')).toBe(true);
    const full = within(roomCard('객실 1')).getByRole('button', { name: '인원 초과' });
    expect(full.hasAttribute('disabled')).toBe(true);
    expect(within(roomCard('객실 1')).getByText(new RegExp(MESSAGES.roomCapacityExceeded))).toBeTruthy();
    expect(within(roomCard('객실 2')).getByText(MESSAGES.roomSoldOut)).toBeTruthy();

    await user.selectOptions(within(roomCard('객실 1')).getByRole('combobox'), '2');
    expect(within(roomCard('객실 1')).getByRole('button', { name: '예약하기' }).hasAttribute('disabled')).toBe(false);
    // Two rooms' price and the taxes and fees once: the stay total checkout will charge.
    expect(within(roomCard('객실 1')).getByText(/^2박 총 245,000원/)).toBeTruthy();
    expect(within(roomCard('객실 1')).getByText('세금·수수료 포함')).toBeTruthy();
  });

  it('a guest booking stores the draft and goes to /checkout-guest', async () => {
    const { user, router } = renderApp(`/hotel/7?${STAY}&rooms=1&persons=2`, server());
    await screen.findByRole('heading', { name: '바다 호텔' });
    await user.click(within(roomCard('객실 1')).getByRole('button', { name: '예약하기' }));
    // A visitor is asked first: log in for the coupons, or book as a guest.
    const choice = await screen.findByRole('dialog', { name: '예약 방법 선택' });
    await user.click(within(choice).getByRole('button', { name: '비회원으로 예약' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-guest'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      hotelName: '바다 호텔',
      roomName: '객실 1',
      basePrice: '120000',
    });
    expect(readBookingDraft()).toMatchObject({
      hId: 7,
      rId: 1,
      checkIn: '2030-03-10',
      checkOut: '2030-03-12',
      guests: 2,
      rooms: 1,
      hotel: { name: '바다 호텔' },
      room: { name: '객실 1' },
      search: { region: '부산' },
    });
    expect(localStorage.getItem('roomId')).toBe('1');
  });

  it('a visitor who logs in for the coupons comes back to the member checkout of the same stay', async () => {
    const fake = fakeServer({
      graphql: {
        HotelDetail: () => gqlData(detailAnswer()),
        Me: () => gqlData({ me: account('ROLE_USER') }),
        RecaptchaNeeded: () => gqlData({ recaptchaNeeded: false }),
        Login: () => gqlData({ login: { __typename: 'AuthPayload', ...tokens('new') } }),
        CheckoutRoom: () => gqlData({ room: checkoutRoom() }),
        CheckoutPreview: () => gqlData({ reservationPreview: previewFor(null) }),
        CheckoutCoupons: () => gqlData({ myCoupons: { __typename: 'UserCouponConnection', edges: [] } }),
      },
    });
    const { user, router } = renderApp(`/hotel/7?${STAY}&rooms=1&persons=2`, fake);
    await screen.findByRole('heading', { name: '바다 호텔' });
    await user.click(within(roomCard('객실 1')).getByRole('button', { name: '예약하기' }));
    const choice = await screen.findByRole('dialog', { name: '예약 방법 선택' });
    await user.click(within(choice).getByRole('button', { name: '로그인하고 쿠폰 쓰기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('로그인하면 선택한 객실의 예약을 이어서 진행합니다.')).toBeTruthy();
    await user.type(screen.getByLabelText('이메일'), 'user@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('hotelName')).toBe('바다 호텔');
    expect(params.get('roomName')).toBe('객실 1');
    expect(readBookingDraft()).toMatchObject({ hId: 7, rId: 1, checkIn: '2030-03-10', checkOut: '2030-03-12' });
  });

  it('a member goes to /checkout with the price', async () => {
    storeSession();
    const { user, router } = renderApp(`/hotel/7?${STAY}&rooms=2&persons=2`, server());
    await screen.findByText('김쉼님');
    await user.click(
      within(await screen.findByRole('listitem', { name: '객실 1' })).getByRole('button', { name: '예약하기' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(new URLSearchParams(router.state.location.search).get('price')).toBe('240000');
  });

  it('says the lodging is unknown on 404 and that loading failed otherwise', async () => {
    renderApp(
      `/hotel/99?${STAY}`,
      server(() => gqlError(MESSAGES.invalidHotel, 'NOT_FOUND')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidHotel);
  });

  it('says loading failed on other errors', async () => {
    renderApp(
      `/hotel/7?${STAY}`,
      server(() => gqlError('boom', 'INTERNAL_SERVER_ERROR')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.hotelLoadFailed);
  });
});
