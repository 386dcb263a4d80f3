import { TextField } from '../../components/TextField';
import { PHONE_MAX_DIGITS, phoneDigits } from './checkout-rules';

/** A guest books with a name and a mobile number (spec §2, §5: 010 and 8 digits, digits only). */
export function GuestFields({
  name,
  phone,
  onName,
  onPhone,
}: {
  name: string;
  phone: string;
  onName(value: string): void;
  onPhone(value: string): void;
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
      <TextField
        label="휴대폰 번호"
        value={phone}
        inputMode="numeric"
        maxLength={PHONE_MAX_DIGITS}
        autoComplete="tel"
        placeholder="01012345678"
        onChange={(event) => onPhone(phoneDigits(event.target.value))}
      />
    </div>
  );
}
