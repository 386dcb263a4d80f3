import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import {
  checkTranslations,
  translationDraftOf,
  translationInputOf,
  type TranslationDraft,
  type TranslationEntry,
  type TranslationLimits,
} from '@shim/common/content-translations';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TranslationTabs } from '../../components/TranslationTabs';
import { runMutation } from '../../lib/mutations';
import { buttonClass, Notice } from './admin-ui';

/**
 * One record's translations as the admin consoles edit them: the language tabs (`korean` shows the source text),
 * checked against `limits` before `save` runs, and the outcome as a notice. Key it by the record so a new pick
 * starts from its own stored translations.
 */
export function TranslationEditForm({
  translations,
  limits,
  label,
  korean,
  ariaLabel,
  save,
}: {
  translations: Parameters<typeof translationDraftOf>[0];
  limits: TranslationLimits;
  label: string;
  korean: ReactNode;
  ariaLabel: string;
  save(translations: TranslationEntry[]): Promise<unknown>;
}) {
  const [draft, setDraft] = useState<TranslationDraft>(() => translationDraftOf(translations));
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entries = translationInputOf(draft, limits);
    const checked = checkTranslations(entries, limits);
    if ('problem' in checked) return setNotice({ kind: 'error', text: checked.problem });
    setSaving(true);
    const outcome = await runMutation(() => save(entries), CONTENT_MESSAGES.translationSaveFailed);
    setSaving(false);
    setNotice(
      outcome.ok ? { kind: 'ok', text: CONTENT_MESSAGES.translationSaved } : { kind: 'error', text: outcome.message },
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={ariaLabel}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <TranslationTabs value={draft} onChange={setDraft} limits={limits} label={label} korean={korean} />
      <Notice notice={notice} />
      <button type="submit" className={buttonClass.primary} disabled={saving}>
        {saving ? '저장 중…' : '번역 저장'}
      </button>
      <p className="text-xs text-stone-500">{CONTENT_MESSAGES.translationHint}</p>
    </form>
  );
}
