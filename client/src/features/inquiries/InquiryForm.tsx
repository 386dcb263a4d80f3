import { useMutation } from '@apollo/client/react';
import { translateMessage } from '@shim/common/message-locales';
import { normalizePhone } from '@shim/common/validation';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { PhoneField } from '../../components/PhoneField';
import { TextField } from '../../components/TextField';
import type { SessionUser } from '../../lib/session-context';
import { CreateGuestInquiryDocument, CreateMemberInquiryDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { inquiryProblem, type InquiryDraft } from './inquiry-rules';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

/**
 * The inquiry form (spec §2, §5): a member's name is the account's, shown locked, and the member call is
 * used; a guest leaves a name and the e-mail for the answer (and perhaps a phone) and the guest call is.
 */
export function InquiryForm({ user }: { user: SessionUser | null }) {
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const messages = useSpecMessages();
  const contentId = useId();
  const [draft, setDraft] = useState<InquiryDraft>({
    title: '',
    content: '',
    authorName: user?.name ?? '',
    contactEmail: '',
    phone: '',
    secret: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [createMember, member] = useMutation(CreateMemberInquiryDocument);
  const [createGuest, guest] = useMutation(CreateGuestInquiryDocument);
  const busy = member.loading || guest.loading;
  const set = (patch: Partial<InquiryDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rule = inquiryProblem(user ? { ...draft, authorName: user.name } : draft, user !== null);
    const problem = rule && translateMessage(rule, locale);
    setFailure(problem);
    if (problem) return;
    const common = { title: draft.title.trim(), content: draft.content.trim(), secret: draft.secret };
    const guest = {
      ...common,
      authorName: draft.authorName.trim(),
      contactEmail: draft.contactEmail.trim(),
      phoneNumber: normalizePhone(draft.phone),
    };
    const outcome = await runMutation(async () => {
      if (user) await createMember({ variables: { input: common } });
      else await createGuest({ variables: { input: guest } });
    }, messages.inquiryCreateFailed);
    if (!outcome.ok) return setFailure(outcome.message);
    await navigate('/inquiries/board', { state: { notice: t('account.inquiryForm.created') } });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label={t('account.inquiryForm.author')}
        value={user ? user.name : draft.authorName}
        readOnly={user !== null}
        aria-readonly={user !== null}
        autoComplete="name"
        onChange={(event) => set({ authorName: event.target.value })}
      />
      {user ? (
        <p className="text-sm text-stone-600">{t('account.inquiryForm.answerTo', { email: user.email })}</p>
      ) : (
        <>
          <TextField
            label={t('account.inquiryForm.contactEmail')}
            type="email"
            value={draft.contactEmail}
            autoComplete="email"
            onChange={(event) => set({ contactEmail: event.target.value })}
          />
          <PhoneField
            label={t('account.inquiryForm.phone')}
            value={draft.phone}
            onChange={(phone) => set({ phone })}
            international={false}
          />
        </>
      )}
      <TextField
        label={t('account.inquiryForm.title')}
        value={draft.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contentId} className="text-sm font-medium text-stone-700">
          {t('account.inquiryForm.content')}
        </label>
        <textarea
          id={contentId}
          rows={8}
          value={draft.content}
          onChange={(event) => set({ content: event.target.value })}
          className="rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={draft.secret}
          onChange={(event) => set({ secret: event.target.checked })}
          className="size-4 accent-brand-700"
        />
        {t('account.inquiryForm.secret')}
      </label>
      <FormNotice notice={failure ? { text: failure, tone: 'error' } : null} />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-xl bg-brand-700 py-3 font-bold text-white transition hover:bg-brand-800 disabled:bg-stone-300"
      >
        {busy ? t('account.inquiryForm.sending') : t('account.inquiryForm.submit')}
      </button>
    </form>
  );
}
