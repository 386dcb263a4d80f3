/**
 * An author's name as the public board shows it (spec §9): longer than 2 characters, the first and the
 * last with one `*` per hidden character between (홍길동 → 홍*동); 2 characters, the first and `*`
 * (김철 → 김*); 1 character, `*`. Characters are code points, so no surrogate pair is split.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}
