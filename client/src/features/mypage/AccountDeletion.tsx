import { useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session-context';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { WithdrawMyAccountDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';

const WITHDRAW_FAILED = '회원 탈퇴에 실패했습니다. 잠시 후 다시 시도해주세요.';

/**
 * 회원 탈퇴 (docs/decisions/privacy.md): what goes and what the law keeps, then the site's own dialog asking for
 * the password again (or, on an account that signs in only with Kakao or Google, the phrase 회원 탈퇴).
 */
export function AccountDeletion({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawMyAccountDocument);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const withdrawn = useRef(false);
  // The browser's copy of the sessions the server has ended is cleared once this page is gone: cleared while the
  // member page still shows, its guard would send the visitor to /login without the farewell notice.
  useEffect(
    () => () => {
      if (withdrawn.current) void signOut();
    },
    [signOut],
  );

  function close() {
    setOpen(false);
    setSecret('');
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret.trim()) {
      return setFailure(
        hasPassword ? ACCOUNT_MESSAGES.withdrawalPasswordRequired : ACCOUNT_MESSAGES.withdrawalPhraseWrong,
      );
    }
    const input = hasPassword ? { password: secret } : { confirmation: secret };
    const outcome = await runMutation(() => withdraw({ variables: { input } }), WITHDRAW_FAILED);
    if (!outcome.ok) return setFailure(outcome.message);
    const notice = outcome.data.data?.withdrawMyAccount.message ?? ACCOUNT_MESSAGES.withdrawn;
    withdrawn.current = true;
    await navigate('/login', { replace: true, state: { notice } });
  }

  return (
    <section aria-labelledby="account-deletion" className="space-y-3 border-t border-stone-200 pt-6 md:col-span-2">
      <h3 id="account-deletion" className="font-semibold text-stone-900">
        회원 탈퇴
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-600">
        <li>이름, 이메일, 휴대폰 번호, 비밀번호, 소셜 로그인 연결, 찜 목록, 쿠폰이 바로 삭제됩니다.</li>
        <li>작성한 리뷰는 &lsquo;탈퇴한 회원&rsquo;으로 표시되고, 문의 내역은 작성자 정보 없이 남습니다.</li>
        <li>전자상거래법에 따라 예약·결제 기록은 5년간 보관한 뒤 파기합니다.</li>
        <li>이용 예정인 예약이 있으면 탈퇴할 수 없습니다.</li>
      </ul>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-red-300 px-3.5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        회원 탈퇴
      </button>
      <Modal title="회원 탈퇴" open={open} onClose={close}>
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-stone-700">
            탈퇴하면 이 계정으로 다시 로그인할 수 없고, 보유한 쿠폰도 사라집니다. 본인 확인을 위해{' '}
            {hasPassword ? '비밀번호를 입력해주세요.' : `'${ACCOUNT_MESSAGES.withdrawalPhrase}'를 입력해주세요.`}
          </p>
          {hasPassword ? (
            <TextField
              label="비밀번호"
              type="password"
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          ) : (
            <TextField
              label="확인 문구"
              placeholder={ACCOUNT_MESSAGES.withdrawalPhrase}
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          )}
          {failure && (
            <p role="alert" className="whitespace-pre-line text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={close}
              className="rounded-lg border border-stone-300 px-3.5 py-2 text-sm font-medium hover:bg-stone-50"
            >
              취소
            </button>
            <button
              type="submit"
              disabled={loading}
              className="rounded-lg bg-red-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
            >
              탈퇴하기
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
