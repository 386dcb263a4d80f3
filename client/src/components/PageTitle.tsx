import { SITE_NAME } from '../ssr/site';

/** React 19 hoists <title> into <head>, so each page names its browser tab. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
