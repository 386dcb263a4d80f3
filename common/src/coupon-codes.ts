/** A coupon code as stored: upper-case letters and digits, 4 to 20 of them. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/** What a person typed, as stored: spaces and dashes dropped, upper-case (codes are read aloud and retyped). */
export const normalizeCouponCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();
