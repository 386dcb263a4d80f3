import type { MessageValues } from '../../i18n/I18nProvider';

export { POPULAR_REGIONS } from '@shim/common/popular-regions';

type Translate = (id: string, values?: MessageValues) => string;

/** A destination's name in the page's language (the catalogue names each by its Korean search term). */
export const placeName = (t: Translate, korean: string): string => t(`searchbar.place.${korean}`);

/** A popular region's line on its card (`서울`: 궁궐과 골목, 밤이 더 빛나는 도시). */
export const regionBlurb = (t: Translate, korean: string): string => t(`searchbar.region.${korean}`);
