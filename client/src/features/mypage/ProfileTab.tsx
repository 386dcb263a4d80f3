import { formatPhone } from '@shim/common/validation';
import { useQuery } from '@apollo/client/react';
import { MyInfoDocument } from '../../gql/graphql';
import { AccountDeletion } from './AccountDeletion';
import { PasswordChange } from './PasswordChange';
import { PhoneForm } from './PhoneForm';

/** Name, e-mail and phone, the phone save, the password change (spec §2 Profile) and 회원 탈퇴. */
export function ProfileTab() {
  // The account is one cached User: the phone saved below updates it in place.
  const { data, loading } = useQuery(MyInfoDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className="py-10 text-center text-sm text-stone-500">불러오는 중…</p>;
  if (!data) return null;
  const { name, email, phone, hasPassword } = data.me;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="my-info" className="space-y-4">
        <h3 id="my-info" className="font-semibold text-stone-900">
          기본 정보
        </h3>
        <dl className="grid grid-cols-[5rem_1fr] gap-y-2 text-sm">
          <dt className="text-stone-500">이름</dt>
          <dd>{name}</dd>
          <dt className="text-stone-500">이메일</dt>
          <dd>{email}</dd>
          <dt className="text-stone-500">휴대폰</dt>
          <dd>{phone ? formatPhone(phone) : '등록된 번호가 없습니다.'}</dd>
        </dl>
        <PhoneForm phone={phone} />
      </section>
      <PasswordChange email={email} />
      <AccountDeletion hasPassword={hasPassword} />
    </div>
  );
}
