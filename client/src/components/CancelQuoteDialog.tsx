import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormat } from '../i18n/format';
import { useT, type MessageValues } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { codeOf, failureMessage } from '../lib/errors';
import type { CancelQuoteDialog_QuoteFragment } from '../gql/graphql';
import { Modal } from './Modal';

/** The server's cancellation quote (`CancellationQuote` in GraphQL, `GET …/cancel-quote` in REST). */
export type CancelQuote = Omit<CancelQuoteDialog_QuoteFragment, '__typename'>;

/** The new quote a REFUND_CHANGED refusal carries in its `extensions.quote`, or null. */
export function changedQuoteOf(error: unknown): CancelQuote | null {
  if (codeOf(error) !== 'REFUND_CHANGED' || !CombinedGraphQLErrors.is(error)) return null;
  const quote = error.errors[0]?.extensions?.quote;
  return quote && typeof quote === 'object' ? (quote as CancelQuote) : null;
}

/**
 * Until when the refund holds: a tier that ends at a Seoul midnight holds through the day before (`12월 17일 (목)`);
 * the 24-hour grace ends at its own minute (`11월 30일 (월) 10:15`). The words around it are the message's.
 */
export function quoteDeadline(t: (id: string, values?: MessageValues) => string, validUntil: string): string {
  const at = new Date(validUntil);
  const seoul = new Date(at.getTime() + 9 * 3_600_000).toISOString();
  const time = seoul.slice(11, 16);
  // Dates in the catalogue's formats are Seoul's days.
  if (time === '00:00') return t('common.format.monthDay', { date: new Date(at.getTime() - 1) });
  return `${t('common.format.monthDay', { date: at })} ${time}`;
}

/**
 * The server's policy as a list: by the end of each day (a 대실: by its minute), the rate; the last tier reads
 * "after that". The 24-hour grace after payment is the nights' rule, whose tiers are whole days.
 */
export function CancellationPolicyList({ policy }: { policy: CancelQuote['policy'] }) {
  const t = useT();
  const format = useFormat();
  const nights = policy.every((tier) => tier.untilTime === null);
  return (
    <ul className="space-y-1 text-sm text-stone-700">
      {policy.map((tier, index) => (
        <li key={`${tier.until} ${tier.untilTime ?? ''}`}>
          {index < policy.length - 1
            ? t('stay.policy.tier', {
                when: `${format.monthDay(tier.until)}${tier.untilTime ? ` ${tier.untilTime}` : ''}`,
                rate: tier.refundRate,
              })
            : t('stay.policy.after', { rate: tier.refundRate })}
        </li>
      ))}
      {nights && <li className="text-xs text-stone-500">{t('stay.policy.grace')}</li>}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/**
 * Every cancel button opens this: it loads the server's quote, shows the refund rate, the refund, what is kept and until
 * when it holds, and confirms with the refund shown (`confirm(expectedRefundAmount)` answers the success words).
 * When the server says the refund changed meanwhile, the new quote replaces the old one and nothing was cancelled.
 */
export function CancelQuoteDialog({
  open,
  onClose,
  ...body
}: QuoteBodyProps & {
  open: boolean;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Modal title={t('stay.quote.title')} open={open} onClose={() => !busy && onClose()}>
      {/* Mounted per opening (the closed dialog renders nothing): every opening asks the server afresh. */}
      <QuoteBody {...body} onClose={onClose} onBusy={setBusy} />
    </Modal>
  );
}

interface QuoteBodyProps {
  loadQuote(): Promise<CancelQuote>;
  confirm(expectedRefundAmount: number): Promise<string>;
  onDone(message: string): void;
  /** The screen's words when the cancel fails without the server's own. */
  failure: string;
}

function QuoteBody({
  loadQuote,
  confirm,
  onClose,
  onDone,
  onBusy,
  failure,
}: QuoteBodyProps & { onClose(): void; onBusy(busy: boolean): void }) {
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const [quote, setQuote] = useState<CancelQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    loadQuote().then(
      (loaded) => live && setQuote(loaded),
      (error: unknown) => live && setProblem(failureMessage(error, messages.cancelQuoteFailed)),
    );
    return () => {
      live = false;
    };
    // Asked once per opening; `loadQuote` is a new function on every render of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit() {
    if (!quote) return;
    setBusy(true);
    onBusy(true);
    setProblem(null);
    try {
      const message = await confirm(quote.refundAmount);
      onBusy(false);
      onDone(message);
    } catch (error) {
      const changed = changedQuoteOf(error);
      if (changed) setQuote(changed);
      setProblem(failureMessage(error, failure));
      setBusy(false);
      onBusy(false);
    }
  }

  return (
    <>
      {problem && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {!quote ? (
        !problem && <p className="py-6 text-center text-sm text-stone-500">{t('stay.quote.loading')}</p>
      ) : (
        <div aria-label={t('stay.quote.group')} role="group">
          <p className="text-sm text-stone-600">
            {t('stay.quote.tier')} <span className="font-semibold text-stone-900">{quote.tierLabel}</span>
          </p>
          <dl className="mt-2 divide-y divide-stone-100">
            <Row label={t('stay.quote.paid')}>{format.won(quote.totalAmount)}</Row>
            <Row label={t('stay.quote.rate')}>{`${quote.refundRate}%`}</Row>
            <Row label={t('stay.quote.refund')}>
              <strong className="text-base text-stone-900">{format.won(quote.refundAmount)}</strong>
            </Row>
            <Row label={t('stay.quote.kept')}>{format.won(quote.keptAmount)}</Row>
          </dl>
          {quote.validUntil && (
            <p className="mt-2 text-sm text-stone-600">
              {t('stay.quote.holds', { when: quoteDeadline(t, quote.validUntil) })}
            </p>
          )}
          {quote.tier !== 'LODGING' && (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold">{t('stay.policy.title')}</summary>
              <div className="mt-2">
                <CancellationPolicyList policy={quote.policy} />
              </div>
            </details>
          )}
          <div className="mt-6 flex gap-2">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="shrink-0 rounded-xl border border-stone-300 px-5 py-3 text-sm font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-50"
            >
              {t('stay.quote.back')}
            </button>
            <button
              type="button"
              onClick={() => void submit()}
              disabled={busy}
              className="flex-1 rounded-xl bg-red-600 py-3 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
            >
              {busy ? t('stay.quote.cancelling') : t('stay.quote.confirm', { amount: format.won(quote.refundAmount) })}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
