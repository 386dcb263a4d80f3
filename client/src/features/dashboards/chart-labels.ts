const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A label as ApexCharts must receive it: its legends and tooltips are HTML, so a lodging, room or region
 * name such as `<img src=x onerror=…>` would become an element. Every label handed to a chart goes
 * through here (issue 25 #5).
 */
export const chartLabel = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

export const chartLabels = (texts: readonly string[]): string[] => texts.map(chartLabel);
