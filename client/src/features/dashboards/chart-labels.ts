const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A label as ApexCharts must receive it: its legends and tooltips are HTML, so a lodging, room or region
 * name such as `<img src=x onerror=…>` would become an element. Every label handed to a chart goes
 * through here.
 */
export const chartLabel = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

export const chartLabels = (texts: readonly string[]): string[] => texts.map(chartLabel);

/**
 * A bucket's label as the axis shows it: `2026-12-04` → `12월 4일`, `2026-12` → `12월` (`2027년 1월` on the
 * first bar and at each January, so a year's turn reads), `2026` → `2026년`; anything else unchanged.
 */
export function axisDate(label: string, index = 1, labels: readonly string[] = []): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (day) return `${Number(day[2])}월 ${Number(day[3])}일`;
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month) {
    const spansYears = labels.length > 0 && labels[0]!.slice(0, 4) !== labels.at(-1)!.slice(0, 4);
    const withYear = spansYears && (index === 0 || month[2] === '01');
    return `${withYear ? `${month[1]}년 ` : ''}${Number(month[2])}월`;
  }
  return /^\d{4}$/.test(label) ? `${label}년` : label;
}

export const axisDates = (labels: readonly string[]): string[] =>
  labels.map((label, index) => axisDate(label, index, labels));
