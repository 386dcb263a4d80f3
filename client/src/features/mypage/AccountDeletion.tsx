import { useMutation } from '@apollo/client/react';
import { moreMessagesFor, translateMessage } from '@shim/common/message-locales';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session-context';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { WithdrawMyAccountDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { useLocale, useT } from '../../i18n/I18nProvider';

/**
 * 회원 탈퇴 (docs/decisions/privacy.md): what goes and what the law keeps, then the site's own dialog asking for
 * the password again (or, on an account that signs in only with Kakao or Google, the phrase 회원 탈퇴).
 */
export function AccountDeletion({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const locale = useLocale();
  const accountMessages = moreMessagesFor(locale);
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
        hasPassword ? accountMessages.withdrawalPasswordRequired : accountMessages.withdrawalPhraseWrong,
      );
    }
    const input = hasPassword ? { password: secret } : { confirmation: secret };
    const outcome = await runMutation(() => withdraw({ variables: { input } }), t('account.withdraw.failed'));
    if (!outcome.ok) return setFailure(outcome.message);
    const said = outcome.data.data?.withdrawMyAccount.message;
    const notice = said ? translateMessage(said, locale) : accountMessages.withdrawn;
    withdrawn.current = true;
    await navigate('/login', { replace: true, state: { notice } });
  }

  return (
    <section aria-labelledby="account-deletion" className="space-y-3 border-t border-stone-200 pt-6 md:col-span-2">
      <h3 id="account-deletion" className="font-semibold text-stone-900">
        {t('account.withdraw.title')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-600">
        <li>{t('account.withdraw.deleted')}</li>
        <li>{t('account.withdraw.reviews')}</li>
        <li>{t('account.withdraw.records')}</li>
        <li>{t('account.withdraw.upcoming')}</li>
      </ul>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-red-300 px-3.5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {t('account.withdraw.title')}
      </button>
      <Modal title={t('account.withdraw.title')} open={open} onClose={close}>
        <form onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-stone-700">
            {t('account.withdraw.warning')}{' '}
            {hasPassword
              ? t('account.withdraw.enterPassword')
              : t('account.withdraw.enterPhrase', { phrase: accountMessages.withdrawalPhrase })}
          </p>
          {hasPassword ? (
            <TextField
              label={t('account.withdraw.password')}
              type="password"
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          ) : (
            <TextField
              label={t('account.withdraw.phrase')}
              placeholder={accountMessages.withdrawalPhrase}
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
              {t('account.withdraw.cancel')}
            </button>
            <button
              type="submit"
              disabled={loading}
              className="rounded-lg bg-red-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
            >
              {t('account.withdraw.submit')}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
