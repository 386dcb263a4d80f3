import type { LandmarkDetailQuery } from '../../gql/graphql';
import { breadcrumbJsonLd, touristAttractionJsonLd } from '../../ssr/json-ld';
import { PageHead } from '../../ssr/PageHead';
import { useAbsoluteUrl } from '../../ssr/site';

interface Place {
  id: string;
  name: string;
  location: string;
  description: string | null;
  address?: string | null;
  images: readonly string[];
}

/** A landmark's or heritage item's head: preview tags, TouristAttraction and its breadcrumbs. */
export function PlaceHead({ place, section }: { place: Place; section: { path: string; label: string } }) {
  const absolute = useAbsoluteUrl();
  const path = `${section.path === '/landmarks' ? '/landmark' : section.path}/${place.id}`;
  const images = place.images.map(absolute);
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
          { name: '홈', url: absolute('/') },
          { name: section.label, url: absolute(section.path) },
          { name: place.name, url: absolute(path) },
        ]),
      ]}
    />
  );
}

export function LandmarkHead({ landmark }: { landmark: NonNullable<LandmarkDetailQuery['landmark']> }) {
  return (
    <PlaceHead
      place={{ ...landmark, id: String(landmark.id), address: landmark.basicAddress }}
      section={{ path: '/landmarks', label: '랜드마크' }}
    />
  );
}
