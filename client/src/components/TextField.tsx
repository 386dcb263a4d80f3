import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field, which is then marked invalid (a form shows every problem at its field). */
  error?: string | null;
}

/** A labelled input (the label is tied by htmlFor, so screen readers and tests find it by name). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        className={`rounded-lg border bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none transition placeholder:text-stone-400 focus:ring-2 ${
          error
            ? 'border-red-500 focus:border-red-600 focus:ring-red-100'
            : 'border-stone-300 focus:border-brand-600 focus:ring-brand-100'
        }`}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
