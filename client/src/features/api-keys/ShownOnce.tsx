import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { useState } from 'react';
import { button } from './ui';

/** The new key, shown this once with a copy button: the server keeps only its hash. */
export function ShownOnce({ apiKey, onClose }: { apiKey: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    await navigator.clipboard.writeText(apiKey);
    setCopied(true);
  }

  return (
    <section aria-label="새 API 키" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <p className="text-sm text-amber-900">{API_KEY_MESSAGES.issued}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code data-testid="new-api-key" className="rounded bg-white px-3 py-2 font-mono text-sm break-all">
          {apiKey}
        </code>
        <button type="button" onClick={() => void copy()} className={button.secondary}>
          복사
        </button>
        <button type="button" onClick={onClose} className={button.secondary}>
          닫기
        </button>
        {copied && (
          <span role="status" className="text-sm text-emerald-700">
            {API_KEY_MESSAGES.copied}
          </span>
        )}
      </div>
    </section>
  );
}
