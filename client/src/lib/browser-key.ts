import { STORAGE_KEYS } from '@shim/common/limits';

/**
 * A random key this browser keeps and sends as X-Browser-Key: the server tells apart guests behind one
 * address by it, and releases this browser's own abandoned checkout when it starts another.
 */
export function browserKey(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.browserKey);
    if (kept && /^[\w-]{16,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.browserKey, made);
    return made;
  } catch {
    // No storage (private mode, tests): a key for this page's life.
    return (pageKey ??= crypto.randomUUID());
  }
}

let pageKey: string | undefined;
