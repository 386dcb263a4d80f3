/** Rating labels of spec §2: ≥4.5 최고에요, ≥4 아주 좋아요, ≥3 괜찮아요, otherwise 보통이에요. */
export function ratingLabel(score: number): string {
  if (score >= 4.5) return '최고에요';
  if (score >= 4) return '아주 좋아요';
  if (score >= 3) return '괜찮아요';
  return '보통이에요';
}
