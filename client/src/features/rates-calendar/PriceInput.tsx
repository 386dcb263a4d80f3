import { priceInputText } from './calendar-month';

interface Props {
  label: string;
  /** The field's text (`120,000`); `priceOf` reads the number to send. */
  value: string;
  onChange(text: string): void;
  className?: string;
}

/** A price field shown with separators while typing (a number input cannot show them), digits only. */
export function PriceInput({ label, value, onChange, className }: Props) {
  return (
    <label className="block">
      {label}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={className}
        value={value}
        onChange={(event) => onChange(priceInputText(event.target.value))}
      />
    </label>
  );
}
