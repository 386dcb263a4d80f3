import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type GraphQLHandler } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const connection = (typename: string, nodes: unknown[], next: string | null = null) => ({
  __typename: `${typename}Connection`,
  totalCount: nodes.length,
  pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
  edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: `c${i}`, node })),
});

function adminServer(graphql: Record<string, GraphQLHandler>) {
  storeSession();
  return fakeServer({ graphql: { Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }), ...graphql } });
}

const pendingLodging = (status = 'PENDING') => ({
  __typename: 'Hotel',
  id: 3,
  name: '전주 한옥',
  type: 'HANOK',
  star: null,
  address: '전라북도 전주시 완산구 은행로 1',
  region: '전라북도 전주시',
  info: '마당이 넓은 한옥입니다.',
  phone: '063-123-4567',
  checkinTime: '15:00',
  checkoutTime: '11:00',
  status,
  images: [{ __typename: 'HotelPhoto', kind: 'MAIN', url: '/images/h3.jpg' }],
  services: [{ __typename: 'HotelService', id: 1, name: '무료 주차' }],
  rooms: [
    {
      __typename: 'Room',
      id: 30,
      name: '온돌방',
      capacity: 4,
      basePrice: 185_000,
      unitCount: 2,
      imageUrl: '/images/r30.jpg',
      checkinTime: '15:00',
      checkoutTime: '11:00',
    },
  ],
});

describe('approval preview', () => {
  it('shows the pending lodging as guests would see it and approves it from there', async () => {
    const server = adminServer({
      LodgingPreview: () => gqlData({ hotel: pendingLodging() }),
      DecideHotel: () => gqlData({ decideHotel: { __typename: 'DecisionPayload', count: 1 } }),
      PendingManagers: () => gqlData({ adminUsers: connection('User', []) }),
      AdminHotels: () => gqlData({ adminHotels: connection('Hotel', []) }),
    });
    const { user } = renderApp('/admin/approvals/hotels/3', server);
    expect(await screen.findByRole('heading', { name: '전주 한옥' })).toBeTruthy();
    expect(screen.getByText('전라북도 전주시 완산구 은행로 1')).toBeTruthy();
    expect(screen.getByText('무료 주차')).toBeTruthy();
    const room = screen.getByRole('listitem', { name: '온돌방' });
    expect(within(room).getByText('185,000원')).toBeTruthy();
    expect(within(room).getByRole('img', { name: '온돌방 사진' })).toBeTruthy();
    expect(screen.getByText('체크인 7일 전까지 취소: 100% 환불')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('전주 한옥을 승인하시겠습니까?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(server.named('DecideHotel')[0]?.variables).toEqual({ input: { decision: 'APPROVE', hotelId: 3 } });
    expect(await screen.findByText(`전주 한옥: ${ADMIN_MESSAGES.hotelApproved}`)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '숙소 등록', selected: true })).toBeTruthy();
  });

  it('offers no decision on a lodging that is no longer pending', async () => {
    const server = adminServer({ LodgingPreview: () => gqlData({ hotel: pendingLodging('APPROVED') }) });
    renderApp('/admin/approvals/hotels/3', server);
    expect(await screen.findByText('승인 상태: 승인')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
  });
});

describe('member detail', () => {
  it('shows the profile, bookings, coupons and inquiries of one member', async () => {
    const server = adminServer({
      AdminUserDetail: () =>
        gqlData({
          adminUser: {
            __typename: 'User',
            id: 7,
            name: '김예약',
            email: 'kim@example.com',
            phone: '01012345678',
            role: 'ROLE_USER',
            accountStatus: 'ACTIVE',
            companyName: null,
            businessNumber: null,
            social: 'kakao',
            createdAt: '2026-11-20T01:00:00.000Z',
            reviewCount: 2,
            reservations: connection('Reservation', [
              {
                __typename: 'Reservation',
                id: 11,
                bookingNumber: '7K4Q-9XMT-Q2RA',
                checkIn: '2026-12-04',
                checkOut: '2026-12-06',
                nights: 2,
                status: 'CANCELED',
                statusLabel: '예약 취소',
                hotel: { __typename: 'Hotel', id: 3, name: '전주 한옥' },
                payment: { __typename: 'ReservationPayment', totalAmount: 305_000, canceledAmount: 213_500 },
              },
            ]),
            coupons: connection('UserCoupon', [
              coupon(21, '겨울 특가', null, false),
              coupon(22, '첫 예약', '2026-11-25T03:00:00.000Z', false),
              coupon(23, '가을 쿠폰', null, true),
            ]),
            inquiries: connection('Inquiry', [
              {
                __typename: 'Inquiry',
                id: 5,
                title: '주차 문의',
                status: 'WAITING',
                createdAt: '2026-11-21T01:00:00Z',
              },
            ]),
          },
        }),
    });
    renderApp('/admin/users/7', server);
    expect(await screen.findByRole('heading', { name: '김예약님' })).toBeTruthy();
    expect(server.named('AdminUserDetail')[0]?.variables).toEqual({ id: 7 });
    expect(screen.getByText('010-1234-5678')).toBeTruthy();
    expect(screen.getByText('이용 중')).toBeTruthy();
    expect(screen.getByText('2개')).toBeTruthy();
    const bookings = screen.getByRole('region', { name: '예약 1건' });
    expect(within(bookings).getByText('12월 4일 (금) – 12월 6일 (일) · 2박')).toBeTruthy();
    expect(within(bookings).getByText('305,000원')).toBeTruthy();
    expect(within(bookings).getByText('환불 213,500원')).toBeTruthy();
    const coupons = screen.getByRole('region', { name: '쿠폰 3장' });
    expect(within(coupons).getByText('보유')).toBeTruthy();
    expect(within(coupons).getByText('사용 (2026년 11월 25일)')).toBeTruthy();
    expect(within(coupons).getByText('만료')).toBeTruthy();
    const inquiries = screen.getByRole('region', { name: '문의 1건' });
    expect(within(inquiries).getByRole('link', { name: '주차 문의' }).getAttribute('href')).toBe(
      '/admin/inquiries?open=5',
    );
  });

  it('says so when the member does not exist', async () => {
    const server = adminServer({ AdminUserDetail: () => gqlError(MESSAGES.userNotFound, 'NOT_FOUND') });
    renderApp('/admin/users/999', server);
    expect(await screen.findByText(MESSAGES.userNotFound)).toBeTruthy();
  });
});

function coupon(id: number, name: string, usedAt: string | null, isExpired: boolean) {
  return {
    __typename: 'UserCoupon',
    id,
    expiryDate: '2026-12-31',
    isExpired,
    issuedAt: '2026-11-01T01:00:00.000Z',
    usedAt,
    coupon: { __typename: 'Coupon', id: id * 10, name, type: 'FIXED', discount: 5_000 },
  };
}

const inquiryRow = (id: number, title: string, status = 'WAITING') => ({
  __typename: 'Inquiry',
  id,
  title,
  authorName: '손님',
  isMember: false,
  status,
  secret: false,
  createdAt: '2026-11-21T01:00:00.000Z',
});

describe('문의 관리 in the console', () => {
  it('filters by 답변 대기 and searches through the URL, and answers an inquiry in place', async () => {
    let answered = false;
    const server = adminServer({
      AdminInquiries: (call) => {
        const waiting = call.variables?.status === 'WAITING';
        const rows = [inquiryRow(9, '조식 시간', answered ? 'ANSWERED' : 'WAITING'), inquiryRow(8, '주차 문의')];
        return gqlData({
          adminInquiries: connection('Inquiry', waiting && answered ? rows.slice(1) : rows, 'next-cursor'),
        });
      },
      AdminInquiry: () =>
        gqlData({
          adminInquiry: {
            ...inquiryRow(9, '조식 시간', answered ? 'ANSWERED' : 'WAITING'),
            content: '조식은 몇 시부터인가요?',
            email: 'guest@example.com',
            contactEmail: 'guest@example.com',
            phoneNumber: '01012345678',
            answer: answered ? '오전 7시부터입니다.' : null,
            answeredAt: answered ? '2026-11-22T01:00:00.000Z' : null,
          },
        }),
      AnswerInquiry: () => {
        answered = true;
        return gqlData({
          answerInquiry: {
            __typename: 'AnswerInquiryPayload',
            inquiry: {
              __typename: 'Inquiry',
              id: 9,
              status: 'ANSWERED',
              answer: '오전 7시부터입니다.',
              answeredAt: null,
            },
          },
        });
      },
    });
    const { user, router } = renderApp('/admin/inquiries', server);
    const query = () => new URLSearchParams(router.state.location.search);
    expect(await screen.findByRole('heading', { name: '문의 관리' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '문의 관리' }).getAttribute('href')).toBe('/admin/inquiries');

    await user.click(screen.getByRole('button', { name: '답변 대기' }));
    await waitFor(() => expect(server.named('AdminInquiries').at(-1)?.variables).toMatchObject({ status: 'WAITING' }));
    expect(query().get('status')).toBe('WAITING');
    await user.type(screen.getByLabelText('제목, 작성자 또는 내용'), '조식');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(server.named('AdminInquiries').at(-1)?.variables).toMatchObject({
        status: 'WAITING',
        searchQuery: '조식',
      }),
    );
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() =>
      expect(server.named('AdminInquiries').at(-1)?.variables).toMatchObject({
        after: 'next-cursor',
        status: 'WAITING',
      }),
    );
    expect(query().get('page')).toBe('2');
    expect(query().get('q')).toBe('조식');
    await user.click(screen.getByRole('button', { name: '이전' }));
    await waitFor(() => expect(query().get('page')).toBeNull());

    await user.click(await screen.findByRole('button', { name: '조식 시간' }));
    const panel = await screen.findByRole('region', { name: '문의 조식 시간' });
    expect(within(panel).getByText('조식은 몇 시부터인가요?')).toBeTruthy();
    await user.type(within(panel).getByLabelText('답변 작성'), '오전 7시부터입니다.');
    await user.click(within(panel).getByRole('button', { name: '답변 등록' }));
    expect(server.named('AnswerInquiry')[0]?.variables).toEqual({
      input: { inquiryId: 9, answer: '오전 7시부터입니다.' },
    });
    expect(await screen.findByText(MESSAGES.inquiryAnswerSavedMailQueued)).toBeTruthy();
    expect(await screen.findByText('오전 7시부터입니다.')).toBeTruthy();
  });
});
