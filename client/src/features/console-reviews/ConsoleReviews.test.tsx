import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

type Status = 'PENDING' | 'REJECTED' | null;

const review = (id: number, deletionStatus: Status = null, reply: string | null = null) => ({
  __typename: 'Review',
  id,
  hotel: { __typename: 'Hotel', id: 3, name: '바다 호텔' },
  author: { __typename: 'ReviewAuthor', name: `작성자${id}` },
  score: 4,
  content: `리뷰 내용 ${id}`,
  imageUrl: null,
  createdAt: '2026-11-20T03:00:00Z',
  reply,
  repliedAt: reply ? '2026-11-21T03:00:00Z' : null,
  deletionStatus,
  deletionReason: deletionStatus ? '허위 리뷰' : null,
  rejectionReason: deletionStatus === 'REJECTED' ? '정상 후기입니다.' : null,
});

function managerServer(
  handlers: { reply?: (call: RecordedCall) => Response; request?: (call: RecordedCall) => Response } = {},
) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      ManagerReviews: () =>
        gqlData({
          managerReviews: {
            __typename: 'ManagerReviewConnection',
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: [review(1), review(2, 'PENDING'), review(3, 'REJECTED', '감사합니다')].map((node) => ({
              __typename: 'ManagerReviewEdge',
              cursor: String(node.id),
              node,
            })),
          },
        }),
      ReplyToReview: (call) => {
        const answer = handlers.reply?.(call);
        if (answer) return answer;
        const input = call.variables?.input as { reviewId: number; reply: string };
        return gqlData({
          replyToReview: {
            __typename: 'ReplyToReviewPayload',
            message: CONSOLE_MESSAGES.replySaved,
            review: review(input.reviewId, null, input.reply),
          },
        });
      },
      RequestReviewDeletion: (call) => {
        const answer = handlers.request?.(call);
        if (answer) return answer;
        const input = call.variables?.input as { reviewId: number };
        return gqlData({
          requestReviewDeletion: {
            __typename: 'RequestReviewDeletionPayload',
            message: CONSOLE_MESSAGES.deletionRequested,
            review: review(input.reviewId, 'PENDING'),
          },
        });
      },
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('manager reviews', () => {
  it('offers the deletion request only where no request exists, and shows the rejection reason', async () => {
    renderApp('/manager/reviews', managerServer());
    const first = await screen.findByRole('listitem', { name: '작성자1님의 리뷰' });
    expect(within(first).getByRole('button', { name: '삭제 요청' })).toBeTruthy();
    const pending = screen.getByRole('listitem', { name: '작성자2님의 리뷰' });
    expect(within(pending).queryByRole('button', { name: '삭제 요청' })).toBeNull();
    expect(within(pending).getByText('삭제 요청 처리 중')).toBeTruthy();
    const rejected = screen.getByRole('listitem', { name: '작성자3님의 리뷰' });
    expect(within(rejected).queryByRole('button', { name: '삭제 요청' })).toBeNull();
    expect(within(rejected).getByText('사유: 정상 후기입니다.')).toBeTruthy();
    expect(within(rejected).getByText('감사합니다', { selector: 'p' })).toBeTruthy();
  });

  it('refuses an empty reply with the §8 text, then saves one', async () => {
    const server = managerServer();
    const { user } = renderApp('/manager/reviews', server);
    const card = await screen.findByRole('listitem', { name: '작성자1님의 리뷰' });
    await user.click(within(card).getByRole('button', { name: '답글 등록' }));
    expect(within(card).getByRole('alert').textContent).toBe('답글 내용을 입력해주세요.');
    expect(server.named('ReplyToReview')).toHaveLength(0);
    await user.type(within(card).getByLabelText('답글'), '감사합니다!');
    await user.click(within(card).getByRole('button', { name: '답글 등록' }));
    expect(await within(card).findByText(CONSOLE_MESSAGES.replySaved)).toBeTruthy();
    expect(server.named('ReplyToReview')[0]?.variables).toEqual({ input: { reviewId: 1, reply: '감사합니다!' } });
  });

  it('asks for a reason in the modal, sends the request, and the button is gone', async () => {
    const server = managerServer();
    const { user } = renderApp('/manager/reviews', server);
    const card = await screen.findByRole('listitem', { name: '작성자1님의 리뷰' });
    await user.click(within(card).getByRole('button', { name: '삭제 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 삭제 요청' });
    await user.click(within(dialog).getByRole('button', { name: '삭제 요청 보내기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(CONSOLE_MESSAGES.deletionReasonRequired);
    await user.type(within(dialog).getByLabelText('삭제 요청 사유'), '욕설');
    await user.click(within(dialog).getByRole('button', { name: '삭제 요청 보내기' }));
    expect(await screen.findByText(CONSOLE_MESSAGES.deletionRequested)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('RequestReviewDeletion')[0]?.variables).toEqual({ input: { reviewId: 1, reason: '욕설' } });
    await waitFor(() => expect(within(card).queryByRole('button', { name: '삭제 요청' })).toBeNull());
  });

  it('shows the §8 text when a deletion request fails', async () => {
    const server = managerServer({ request: () => gqlError(MESSAGES.internal, 'INTERNAL_SERVER_ERROR') });
    const { user } = renderApp('/manager/reviews', server);
    const card = await screen.findByRole('listitem', { name: '작성자1님의 리뷰' });
    await user.click(within(card).getByRole('button', { name: '삭제 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 삭제 요청' });
    await user.type(within(dialog).getByLabelText('삭제 요청 사유'), '욕설');
    await user.click(within(dialog).getByRole('button', { name: '삭제 요청 보내기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('요청 처리 중 오류가 발생했습니다.');
  });
});

function adminServer() {
  storeSession();
  let pending = [10, 11];
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }),
      ReviewDeletionRequests: () =>
        gqlData({
          reviewDeletionRequests: {
            __typename: 'ReviewDeletionRequestConnection',
            totalCount: pending.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: pending.map((id) => ({
              __typename: 'ReviewDeletionRequestEdge',
              cursor: String(id),
              node: {
                __typename: 'ReviewDeletionRequest',
                id,
                reason: `사유 ${id}`,
                status: 'PENDING',
                requestedAt: '2026-11-22T03:00:00Z',
                managerName: '박매니저',
                review: review(id),
              },
            })),
          },
        }),
      ApproveReviewDeletion: (call) => {
        const { requestId } = call.variables?.input as { requestId: number };
        pending = pending.filter((id) => id !== requestId);
        return gqlData({
          approveReviewDeletion: {
            __typename: 'ApproveReviewDeletionPayload',
            message: CONSOLE_MESSAGES.deletionApproved,
            hotelId: 3,
          },
        });
      },
      RejectReviewDeletion: (call) => {
        const { requestId } = call.variables?.input as { requestId: number };
        pending = pending.filter((id) => id !== requestId);
        return gqlData({
          rejectReviewDeletion: {
            __typename: 'RejectReviewDeletionPayload',
            message: CONSOLE_MESSAGES.deletionRejected,
            requestId,
          },
        });
      },
    },
  });
}

describe('admin review deletion requests', () => {
  it('approves one after a confirmation and rejects another with a reason', async () => {
    const server = adminServer();
    const { user } = renderApp('/admin/reviews', server);
    const first = await screen.findByRole('listitem', { name: '삭제 요청 10' });
    expect(within(first).getByText('리뷰 내용 10')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: '승인 (리뷰 삭제)' }));
    const confirmation = await screen.findByRole('dialog', { name: '리뷰 삭제' });
    expect(within(confirmation).getByText(CONSOLE_MESSAGES.confirmReviewDeletion)).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText(CONSOLE_MESSAGES.deletionApproved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '삭제 요청 10' })).toBeNull());

    const second = screen.getByRole('listitem', { name: '삭제 요청 11' });
    await user.click(within(second).getByRole('button', { name: '반려' }));
    const dialog = await screen.findByRole('dialog', { name: '삭제 요청 반려' });
    await user.click(within(dialog).getByRole('button', { name: '반려하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(CONSOLE_MESSAGES.rejectionReasonRequired);
    await user.type(within(dialog).getByLabelText(/반려 사유/), '정상 후기');
    await user.click(within(dialog).getByRole('button', { name: '반려하기' }));
    expect(await screen.findByText(CONSOLE_MESSAGES.deletionRejected)).toBeTruthy();
    expect(server.named('RejectReviewDeletion')[0]?.variables).toEqual({
      input: { requestId: 11, reason: '정상 후기' },
    });
    expect(await screen.findByText('처리할 삭제 요청이 없습니다.')).toBeTruthy();
  });
});
