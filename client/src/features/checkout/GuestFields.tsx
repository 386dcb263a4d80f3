import type { Ref } from 'react';
import { PhoneField } from '../../components/PhoneField';
import { TextField } from '../../components/TextField';

/** A guest books with a name and a mobile number (spec §2, §5: 010 and 8 digits, in any spelling). */
export function GuestFields({
  name,
  phone,
  onName,
  onPhone,
  phoneError,
  phoneRef,
}: {
  name: string;
  phone: string;
  onName(value: string): void;
  onPhone(value: string): void;
  phoneError?: string | null;
  phoneRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="예약자 이름"
        value={name}
        maxLength={50}
        autoComplete="name"
        placeholder="홍길동"
        onChange={(event) => onName(event.target.value)}
      />
      <PhoneField
        ref={phoneRef}
        label="휴대폰 번호"
        value={phone}
        onChange={onPhone}
        error={phoneError}
        aria-required
      />
    </div>
  );
}
