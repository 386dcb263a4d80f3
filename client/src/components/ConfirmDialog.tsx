import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useT } from '../i18n/I18nProvider';

const CONFIRM_TONES = {
  brand: 'bg-brand-700 hover:bg-brand-800',
  danger: 'bg-red-700 hover:bg-red-800',
} as const;

/**
 * The site's yes/no question before an action that cannot be undone, never the browser's confirm()
 * (Headless UI: focus trap, Escape and the cancel button cancel). `tone="danger"` paints the confirm button red for deletions.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'brand',
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  tone?: keyof typeof CONFIRM_TONES;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-stone-900">{title}</DialogTitle>
          <p className="mt-2 text-sm text-stone-600">{message}</p>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={onCancel}
              className="rounded-lg border border-stone-300 px-4 py-2 text-sm text-stone-700 hover:bg-stone-100"
            >
              {t('common.dialog.cancel')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={`rounded-lg px-4 py-2 text-sm font-medium text-white disabled:opacity-50 ${CONFIRM_TONES[tone]}`}
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
