import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** The centred card the login and sign-up pages share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="flex justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-14 sm:py-20">
      <PageTitle title={title} />
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-7 shadow-xl shadow-stone-200/60 sm:p-9">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm text-stone-500">{subtitle}</p>}
        <div className="mt-7">{children}</div>
      </div>
    </section>
  );
}

/** A form's failure message, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm text-red-700">
      {message}
    </p>
  );
}

export const primaryButton =
  'w-full rounded-lg bg-brand-700 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300';
