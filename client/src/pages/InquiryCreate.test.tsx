import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const emptyBoard = () =>
  gqlData({
    inquiryBoard: {
      __typename: 'BoardInquiryConnection',
      totalCount: 0,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: [],
    },
  });
const created = (field: string) => () => gqlData({ [field]: { __typename: 'InquiryType', id: 41, status: 'WAITING' } });
const submit = () => screen.getByRole('button', { name: '문의 등록' });

describe('/inquiry/create', () => {
  it("checks a guest's required fields and e-mail, then writes through the non-member call", async () => {
    const server = fakeServer({
      graphql: {
        CreateGuestInquiry: created('createGuestInquiry'),
        CreateMemberInquiry: () => gqlError(MESSAGES.unauthenticated, 'UNAUTHENTICATED'),
        InquiryBoard: emptyBoard,
      },
    });
    const { user, router } = renderApp('/inquiry/create', server);

    await user.click(await screen.findByRole('button', { name: '문의 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields.');

    await user.type(screen.getByLabelText('작성자'), '홍길동');
    await user.type(screen.getByLabelText('제목'), '주차 문의');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.');

    await user.type(screen.getByLabelText('내용'), '주차가 가능한가요?');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please enter the email to receive the answer.');

    await user.type(screen.getByLabelText('답변 받을 이메일'), 'guest@');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.inquiryEmailInvalid);
    expect(server.named('CreateGuestInquiry')).toHaveLength(0);

    await user.type(screen.getByLabelText('답변 받을 이메일'), 'example.com');
    await user.type(screen.getByLabelText('휴대폰 번호 (선택)'), '010-1234-5678');
    await user.click(screen.getByRole('checkbox', { name: /비밀글/ }));
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiries/board'));
    expect(await screen.findByText('문의가 등록되었습니다.')).toBeTruthy();
    expect(server.named('CreateGuestInquiry')[0]?.variables).toEqual({
      input: {
        title: '주차 문의',
        content: '주차가 가능한가요?',
        secret: true,
        authorName: '홍길동',
        contactEmail: 'guest@example.com',
        phoneNumber: '01012345678',
      },
    });
    expect(server.named('CreateMemberInquiry')).toHaveLength(0);
  }, 20_000);

  it("locks a member's name to the account and writes through the member call with the token", async () => {
    storeSession();
    const server = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_USER', '김쉼') }),
        CreateMemberInquiry: created('createMemberInquiry'),
        InquiryBoard: emptyBoard,
      },
    });
    const { user, router } = renderApp('/inquiry/create', server);

    const name = await screen.findByLabelText<HTMLInputElement>('작성자');
    await waitFor(() => expect(name.value).toBe('김쉼'));
    expect(name.readOnly).toBe(true);
    expect(screen.queryByLabelText('답변 받을 이메일')).toBeNull();

    await user.type(screen.getByLabelText('제목'), '  ');
    await user.type(screen.getByLabelText('내용'), '객실 문의');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.');

    await user.type(screen.getByLabelText('제목'), '예약 변경');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiries/board'));
    const call = server.named('CreateMemberInquiry')[0];
    expect(call?.variables).toEqual({ input: { title: '예약 변경', content: '객실 문의', secret: false } });
    expect(call?.authorization).toBe('Bearer access-old');
  }, 20_000);

  it("shows the server's refusal and stays on the form", async () => {
    const server = fakeServer({
      graphql: { CreateGuestInquiry: () => gqlError(MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS') },
    });
    const { user, router } = renderApp('/inquiry/create', server);
    await user.type(await screen.findByLabelText('작성자'), '손님');
    await user.type(screen.getByLabelText('답변 받을 이메일'), 'guest@example.com');
    await user.type(screen.getByLabelText('제목'), '제목');
    await user.type(screen.getByLabelText('내용'), '내용');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyRequests);
    expect(router.state.location.pathname).toBe('/inquiry/create');
  }, 20_000);
});
