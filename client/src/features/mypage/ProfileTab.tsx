import { formatPhone } from '@shim/common/validation';
import { useQuery } from '@apollo/client/react';
import { MyInfoDocument } from '../../gql/graphql';
import { AccountDeletion } from './AccountDeletion';
import { PasswordChange } from './PasswordChange';
import { PhoneForm } from './PhoneForm';
import { useT } from '../../i18n/I18nProvider';

/** Name, e-mail and phone, the phone save, the password change (spec §2 Profile) and 회원 탈퇴. */
export function ProfileTab() {
  const t = useT();
  // The account is one cached User: the phone saved below updates it in place.
  const { data, loading } = useQuery(MyInfoDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data)
    return <p className="py-10 text-center text-sm text-stone-500">{t('account.profile.loading')}</p>;
  if (!data) return null;
  const { name, email, phone, hasPassword } = data.me;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="my-info" className="space-y-4">
        <h3 id="my-info" className="font-semibold text-stone-900">
          {t('account.profile.basicInfo')}
        </h3>
        <dl className="grid grid-cols-[5rem_1fr] gap-y-2 text-sm">
          <dt className="text-stone-500">{t('account.profile.name')}</dt>
          <dd>{name}</dd>
          <dt className="text-stone-500">{t('account.profile.email')}</dt>
          <dd>{email}</dd>
          <dt className="text-stone-500">{t('account.profile.phone')}</dt>
          <dd>{phone ? formatPhone(phone) : t('account.profile.noPhone')}</dd>
        </dl>
        <PhoneForm phone={phone} />
      </section>
      <PasswordChange email={email} />
      <AccountDeletion hasPassword={hasPassword} />
    </div>
  );
}
