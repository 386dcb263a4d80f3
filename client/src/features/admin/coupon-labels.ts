import { formatWon } from '@shim/common/money';

/** A coupon's discount as the console shows it: `10%` or `5,000원`. */
export const couponValueLabel = (type: 'PERCENT' | 'FIXED', value: number): string =>
  type === 'PERCENT' ? `${value}%` : formatWon(value);

/** An amount as typed into the console, kept to digits and shown with separators (`100000` → `100,000`). */
export function amountField(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);
  return digits ? Number(digits).toLocaleString('ko-KR') : '';
}

/** The won of an amount field; blank is none (null). */
export function amountOf(field: string): number | null {
  const plain = field.replace(/[,\s]/g, '');
  return plain ? Number(plain) : null;
}
