import { MESSAGES } from './messages';

/**
 * An author's name as the public board shows it (spec §9): longer than 2 characters, the first and the
 * last with one `*` per hidden character between (홍길동 → 홍*동); 2 characters or fewer as they are,
 * since §9 masks only longer names. Characters are code points, so no surrogate pair is split.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 2) return chars.join('');
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** A review author's name as any public list shows it: masked, or 탈퇴한 회원 once the account is gone. */
export const publicAuthorName = (name: string | null): string =>
  name == null ? MESSAGES.reviewAuthorGone : maskName(name);
