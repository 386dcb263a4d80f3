import { formatWon } from '@shim/common/money';

/** A coupon's discount as the console shows it: `10%` or `5,000원`. */
export const couponValueLabel = (type: 'PERCENT' | 'FIXED', value: number): string =>
  type === 'PERCENT' ? `${value}%` : formatWon(value);
