import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const row = (id: number, patch: Record<string, unknown> = {}) => ({
  __typename: 'BoardInquiry',
  id,
  title: `문의 ${id}`,
  secret: false,
  status: 'WAITING',
  authorName: '홍*동',
  createdAt: '2026-11-20T03:00:00.000Z',
  readable: true,
  ...patch,
});
const board = (rows: unknown[], hasNextPage: boolean, totalCount: number) =>
  gqlData({
    inquiryBoard: {
      __typename: 'BoardInquiryConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c1' : null },
      edges: rows.map((node) => ({ __typename: 'BoardInquiryEdge', node })),
    },
  });

describe('/inquiries/board', () => {
  it('shows status, lock and masked author, pages on, and refuses a secret post with its reason', async () => {
    const server = fakeServer({
      graphql: {
        InquiryBoard: (call) =>
          call.variables?.after === 'c1'
            ? board([row(1, { status: 'ANSWERED', title: '지난 문의' })], false, 11)
            : board([row(11, { secret: true, title: '환불 계좌 문의', readable: false }), row(10)], true, 11),
        InquiryBoardPost: (call) =>
          call.variables?.id === 11
            ? gqlError(MESSAGES.inquirySecretForbidden, 'FORBIDDEN')
            : gqlData({
                inquiryBoardPost: {
                  ...row(1, { status: 'ANSWERED', title: '지난 문의' }),
                  __typename: 'BoardInquiry',
                  content: '주차 되나요?',
                  answer: '네 가능합니다.',
                  answeredAt: '2026-11-21T03:00:00.000Z',
                },
              }),
      },
    });
    const { user } = renderApp('/inquiries/board', server);

    const secret = await screen.findByRole('button', { name: '비밀글 환불 계좌 문의' });
    const secretRow = secret.closest('tr')!;
    expect(within(secretRow).getByText('대기중')).toBeTruthy();
    expect(within(secretRow).getByText('홍*동')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();

    await user.click(secret);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.inquirySecretForbidden);
    await user.click(screen.getByRole('button', { name: '닫기' }));

    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '지난 문의' }));
    expect(await screen.findByText('네 가능합니다.')).toBeTruthy();
    expect(screen.getByText('주차 되나요?')).toBeTruthy();
    expect(screen.getAllByText('답변완료').length).toBeGreaterThan(0);
    expect(screen.getByText('2 / 2')).toBeTruthy();
  }, 20_000);
});

describe('/inquiry/:id (administrators)', () => {
  const inquiry = {
    __typename: 'Inquiry',
    id: 7,
    title: '환불 문의',
    content: '환불 되나요?',
    authorName: '손님',
    isMember: false,
    email: 'guest@example.com',
    contactEmail: 'guest@example.com',
    phoneNumber: '01012345678',
    secret: true,
    status: 'WAITING',
    createdAt: '2026-11-20T03:00:00.000Z',
    answer: null,
    answeredAt: null,
  };

  it('sends anyone but an administrator home', async () => {
    storeSession();
    const server = fakeServer({ graphql: { Me: () => gqlData({ me: account('ROLE_USER') }) } });
    const { router } = renderApp('/inquiry/7', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.named('AdminInquiry')).toHaveLength(0);
  });

  it('shows the inquiry, refuses a blank answer, and shows the answer once stored with its mail queued', async () => {
    storeSession();
    let answered = false;
    const server = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }),
        AdminInquiry: () =>
          gqlData({
            adminInquiry: answered
              ? { ...inquiry, status: 'ANSWERED', answer: '됩니다.', answeredAt: '2026-11-21T03:00:00.000Z' }
              : inquiry,
          }),
        AnswerInquiry: () => {
          answered = true;
          return gqlData({
            answerInquiry: {
              __typename: 'Inquiry',
              id: 7,
              status: 'ANSWERED',
              answer: '됩니다.',
              answeredAt: '2026-11-21T03:00:00.000Z',
            },
          });
        },
      },
    });
    const { user } = renderApp('/inquiry/7', server);
    expect(await screen.findByRole('heading', { name: '환불 문의' })).toBeTruthy();
    expect(screen.getByText('비회원')).toBeTruthy();
    expect(screen.getByText('01012345678')).toBeTruthy();

    await user.type(screen.getByLabelText('답변 작성'), '   ');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the answer.');
    expect(server.named('AnswerInquiry')).toHaveLength(0);

    await user.type(screen.getByLabelText('답변 작성'), '됩니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('관리자 답변')).toBeTruthy();
    expect(screen.getByText('됩니다.')).toBeTruthy();
    // Stored, and the mail to the author's address is on the queue (not yet delivered).
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.inquiryAnswerSavedMailQueued);
    expect(server.named('AnswerInquiry')[0]?.variables).toEqual({ input: { inquiryId: 7, answer: '됩니다.' } });
    expect(screen.queryByLabelText('답변 작성')).toBeNull();
  }, 20_000);
});
