import { useMutation } from '@apollo/client/react';
import { moreMessagesFor, translateMessage } from '@shim/common/message-locales';
import { normalizeCouponCode } from '@shim/common/coupon-codes';
import { useState, type FormEvent } from 'react';
import { FormNotice, secondaryButton } from '../../components/FormNotice';
import { TextField } from '../../components/TextField';
import { MyCouponsDocument, RegisterCouponCodeDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { useLocale, useT } from '../../i18n/I18nProvider';

type Notice = { text: string; tone: 'error' | 'success' } | null;

/** 쿠폰 등록: a code from an event or a partner; the server's words say what is wrong (없는, 이미 받은, 만료된). */
export function CouponCodeForm() {
  const t = useT();
  const locale = useLocale();
  const accountMessages = moreMessagesFor(locale);
  const [register, { loading }] = useMutation(RegisterCouponCodeDocument, {
    // The coupon box is a list query: asked again, it shows the new coupon where the server sorts it.
    refetchQueries: [MyCouponsDocument],
    awaitRefetchQueries: true,
  });
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!normalizeCouponCode(code)) return setNotice({ text: accountMessages.couponCodeRequired, tone: 'error' });
    const outcome = await runMutation(
      () => register({ variables: { input: { code } } }),
      t('account.couponCode.failed'),
    );
    if (!outcome.ok) return setNotice({ text: outcome.message, tone: 'error' });
    setCode('');
    setNotice({
      text: translateMessage(
        outcome.data.data?.registerCouponCode.message ?? accountMessages.couponCodeRegistered,
        locale,
      ),
      tone: 'success',
    });
  }

  return (
    <form aria-labelledby="coupon-code" onSubmit={(event) => void submit(event)} className="space-y-2">
      <h3 id="coupon-code" className="font-semibold text-stone-900">
        {t('account.couponCode.title')}
      </h3>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('account.couponCode.label')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={t('account.couponCode.placeholder', { example: 'AUTUMN2026' })}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" disabled={loading} className={secondaryButton}>
          {t('account.couponCode.submit')}
        </button>
      </div>
      <FormNotice notice={notice} />
    </form>
  );
}
