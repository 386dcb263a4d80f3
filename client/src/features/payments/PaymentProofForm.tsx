import { isPhone, normalizePhone } from '@shim/common/validation';
import { MESSAGES } from '@shim/common/messages';
import { useState, type FormEvent } from 'react';
import { PhoneField } from '../../components/PhoneField';

/**
 * A payment's result seen from another browser (a shared link, a new tab): the booking shows only once the
 * phone it was made with is given, as the guest booking lookup asks.
 */
export function PaymentProofForm({ failed, onPhone }: { failed: boolean; onPhone(phone: string): void }) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!normalizePhone(phone)) return setProblem(MESSAGES.phoneRequired);
    if (!isPhone(phone)) return setProblem(MESSAGES.phoneInvalid);
    setProblem(null);
    onPhone(normalizePhone(phone)!);
  }

  const shown = problem ?? (failed ? MESSAGES.reservationNotFound : null);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="예약 확인"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <p className="text-sm text-stone-600">
        예약 내용은 결제한 브라우저에서만 바로 보입니다. 예약할 때 입력한 휴대폰 번호로 확인해주세요.
      </p>
      <PhoneField label="휴대폰 번호" value={phone} onChange={setPhone} error={shown} />
      <button
        type="submit"
        className="w-full rounded-xl bg-brand-700 py-3 font-bold text-white transition hover:bg-brand-800"
      >
        예약 확인
      </button>
    </form>
  );
}
