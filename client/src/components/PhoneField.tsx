import { formatPhone } from '@shim/common/validation';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from './TextField';

type PhoneFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> & {
  label: string;
  value: string;
  /** The field as shown (010-1234-5678); send `normalizePhone(value)` (common/validation), as the server reads it. */
  onChange(value: string): void;
  error?: string | null;
};

/**
 * The one phone input: takes typing, pasting and autofill in any spacing or dashes (`+82 10 …` too) and
 * shows the number grouped as 010-1234-5678. No tight maxLength: a cap of 11 cut autofilled
 * "010-9876-5432" to "010-9876-5" before anyone could see it.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { value, onChange, placeholder = '010-1234-5678', autoComplete = 'tel', ...input },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...input}
      type="tel"
      inputMode="tel"
      maxLength={24}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(shown(event.target.value))}
      onBlur={(event) => {
        onChange(formatPhone(event.target.value));
        input.onBlur?.(event);
      }}
    />
  );
});

/** While typing, a number is grouped as it grows; anything else (a `+`, a letter) waits for the blur. */
const shown = (typed: string): string => (/^[\d\s-]*$/.test(typed) ? formatPhone(typed) : typed);
