import { useMutation } from '@apollo/client/react';
import { formatPhone, normalizePhone, PHONE_PATTERN } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { FormNotice, secondaryButton } from '../../components/FormNotice';
import { PhoneField } from '../../components/PhoneField';
import { UpdateMyPhoneDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

type Notice = { text: string; tone: 'error' | 'success' } | null;

/** Phone save (spec §5): a non-empty 010 number in any spelling, normalised as the server does. */
export function PhoneForm({ phone }: { phone: string | null }) {
  const t = useT();
  const messages = useSpecMessages();
  const [update] = useMutation(UpdateMyPhoneDocument);
  const [value, setValue] = useState(formatPhone(phone));
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = normalizePhone(value) ?? '';
    if (!digits) return setNotice({ text: messages.phoneRequired, tone: 'error' });
    if (!PHONE_PATTERN.test(digits)) return setNotice({ text: messages.phoneInvalid, tone: 'error' });
    setSaving(true);
    const outcome = await runMutation(
      () => update({ variables: { input: { phone: digits } } }),
      messages.phoneSaveFailed,
    );
    setNotice(outcome.ok ? { text: messages.phoneSaved, tone: 'success' } : { text: outcome.message, tone: 'error' });
    setSaving(false);
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <PhoneField
            label={t('account.profile.phoneNumber')}
            value={value}
            onChange={setValue}
            international={false}
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={!value.trim() || saving}>
          {t('account.profile.save')}
        </button>
      </div>
      <FormNotice notice={notice} />
    </form>
  );
}
