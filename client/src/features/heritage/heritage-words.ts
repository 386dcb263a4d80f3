import type { HeritageItem } from '@shim/common/heritage';

type Translate = (id: string) => string;

/**
 * A heritage item in the page's language: its name, location and description are fixed content (common's
 * HERITAGE, Korean) with translations in the `places` catalogue. The search keeps the Korean location.
 */
export const heritageIn = (t: Translate, item: HeritageItem): HeritageItem => ({
  ...item,
  name: t(`places.heritage.${item.id}.name`),
  location: t(`places.heritage.${item.id}.location`),
  description: t(`places.heritage.${item.id}.description`),
});
