import { localePath } from '@shim/common/locales';
import type { LandmarkDetailQuery } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { breadcrumbJsonLd, touristAttractionJsonLd } from '../../ssr/json-ld';
import { PageHead } from '../../ssr/PageHead';
import { useAbsoluteUrl } from '../../ssr/site';

interface Place {
  id: string;
  name: string;
  /** The location as the page shows it (romanised on a foreign-language page). */
  location: string;
  description: string | null;
  address?: string | null;
  images: readonly string[];
}

/**
 * A landmark's or heritage item's head in the page's language: preview tags, TouristAttraction and its
 * breadcrumbs (the WebPage item of PageHead says the language).
 */
export function PlaceHead({ place, section }: { place: Place; section: { path: string; label: string } }) {
  const t = useT();
  const locale = useLocale();
  const site = useAbsoluteUrl();
  // The structured data names this language's pages, as the canonical link does.
  const absolute = (to: string) => site(localePath(locale, to));
  const path = `${section.path === '/landmarks' ? '/landmark' : section.path}/${place.id}`;
  const images = place.images.map((image) => site(image));
  const description = place.description ? `${place.location} · ${place.description}`.slice(0, 160) : place.location;
  return (
    <PageHead
      title={place.name}
      description={description}
      path={path}
      image={images[0] ?? null}
      type="place"
      jsonLd={[
        touristAttractionJsonLd({
          name: place.name,
          description: place.description,
          location: place.location,
          address: place.address ?? null,
          images,
          url: absolute(path),
        }),
        breadcrumbJsonLd([
          { name: t('places.crumbs.home'), url: absolute('/') },
          { name: section.label, url: absolute(section.path) },
          { name: place.name, url: absolute(path) },
        ]),
      ]}
    />
  );
}

export function LandmarkHead({
  landmark,
  location,
  address,
}: {
  landmark: NonNullable<LandmarkDetailQuery['landmark']>;
  location: string;
  address: string;
}) {
  const t = useT();
  return (
    <PlaceHead
      place={{ ...landmark, id: String(landmark.id), location, address }}
      section={{ path: '/landmarks', label: t('places.landmarks.title') }}
    />
  );
}
