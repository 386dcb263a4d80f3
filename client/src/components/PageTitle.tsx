/** React 19 hoists <title> into <head>, so each page names its browser tab. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | 쉼, 한국` : '쉼, 한국'}</title>;
}
