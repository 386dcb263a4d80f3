/**
 * A vendored excerpt of schema.org's vocabulary (https://schema.org, version 29): for each type the pages
 * emit, its parent and the properties schema.org defines on it (only those a page could use; the parent's
 * are inherited). Kept by hand because the tests run offline and no npm package ships the vocabulary at
 * run time (schema-dts is types only). `required`: what Google's rich results need to read the thing.
 */
interface TypeDefinition {
  parent?: string;
  properties: string[];
  required?: string[];
}

export const SCHEMA_ORG: Record<string, TypeDefinition> = {
  Thing: { properties: ['name', 'description', 'image', 'url', 'sameAs', 'identifier', 'alternateName'] },
  Place: {
    parent: 'Thing',
    properties: [
      'address',
      'geo',
      'aggregateRating',
      'amenityFeature',
      'photo',
      'telephone',
      'review',
      'isAccessibleForFree',
      'openingHoursSpecification',
      'containedInPlace',
    ],
  },
  Organization: {
    parent: 'Thing',
    properties: ['address', 'aggregateRating', 'makesOffer', 'telephone', 'email', 'review', 'logo', 'brand'],
  },
  LocalBusiness: {
    parent: 'Place',
    properties: [
      'priceRange',
      'currenciesAccepted',
      'paymentAccepted',
      'openingHours',
      ...['makesOffer', 'email', 'logo', 'brand'],
    ],
  },
  LodgingBusiness: {
    parent: 'LocalBusiness',
    properties: [
      'amenityFeature',
      'audience',
      'availableLanguage',
      'checkinTime',
      'checkoutTime',
      'numberOfRooms',
      'petsAllowed',
      'starRating',
    ],
    required: ['name', 'address'],
  },
  CreativeWork: { parent: 'Thing', properties: ['inLanguage', 'about', 'author', 'datePublished', 'headline'] },
  WebPage: {
    parent: 'CreativeWork',
    properties: ['breadcrumb', 'mainEntity', 'primaryImageOfPage'],
    required: ['url'],
  },
  Hotel: { parent: 'LodgingBusiness', properties: [] },
  Motel: { parent: 'LodgingBusiness', properties: [] },
  Resort: { parent: 'LodgingBusiness', properties: [] },
  Hostel: { parent: 'LodgingBusiness', properties: [] },
  BedAndBreakfast: { parent: 'LodgingBusiness', properties: [] },
  TouristAttraction: { parent: 'Place', properties: ['availableLanguage', 'touristType'], required: ['name'] },
  PostalAddress: {
    parent: 'Thing',
    properties: [
      'streetAddress',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'addressCountry',
      'postOfficeBoxNumber',
    ],
  },
  GeoCoordinates: {
    parent: 'Thing',
    properties: ['latitude', 'longitude', 'elevation', 'address', 'addressCountry', 'postalCode'],
    required: ['latitude', 'longitude'],
  },
  Rating: {
    parent: 'Thing',
    properties: ['ratingValue', 'bestRating', 'worstRating', 'author', 'ratingExplanation', 'reviewAspect'],
    required: ['ratingValue'],
  },
  AggregateRating: {
    parent: 'Rating',
    properties: ['ratingCount', 'reviewCount', 'itemReviewed'],
    required: ['ratingValue', 'reviewCount'],
  },
  LocationFeatureSpecification: {
    parent: 'Thing',
    properties: ['value', 'hoursAvailable', 'validFrom', 'validThrough'],
  },
  Offer: {
    parent: 'Thing',
    properties: [
      'price',
      'priceCurrency',
      'availability',
      'validFrom',
      'validThrough',
      'itemOffered',
      'priceSpecification',
      'seller',
      'category',
      'eligibleQuantity',
    ],
    required: ['price', 'priceCurrency'],
  },
  Product: { parent: 'Thing', properties: ['offers', 'brand', 'category'] },
  Accommodation: { parent: 'Place', properties: ['occupancy', 'numberOfRooms', 'bed', 'floorSize', 'petsAllowed'] },
  Room: { parent: 'Accommodation', properties: [] },
  HotelRoom: { parent: 'Room', properties: ['bed', 'occupancy'] },
  QuantitativeValue: { parent: 'Thing', properties: ['value', 'minValue', 'maxValue', 'unitCode', 'unitText'] },
  ItemList: {
    parent: 'Thing',
    properties: ['itemListElement', 'itemListOrder', 'numberOfItems'],
    required: ['itemListElement'],
  },
  BreadcrumbList: { parent: 'ItemList', properties: [], required: ['itemListElement'] },
  ListItem: { parent: 'Thing', properties: ['item', 'position', 'nextItem', 'previousItem'], required: ['position'] },
};

/** Every property the type has, its ancestors' included. */
export function propertiesOf(type: string): Set<string> {
  const found = new Set<string>();
  for (let at: string | undefined = type; at; at = SCHEMA_ORG[at]?.parent) {
    for (const property of SCHEMA_ORG[at]?.properties ?? []) found.add(property);
  }
  return found;
}

/**
 * The problems of one JSON-LD item: an unknown @type, a property its type does not define, a required one
 * missing, at any depth. An empty list means valid against the vocabulary above.
 */
export function jsonLdProblems(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonLdProblems(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string') return [`${at}: no @type`];
  if (!SCHEMA_ORG[type]) return [`${at}: @type ${type} is not a schema.org type here`];
  const allowed = propertiesOf(type);
  const problems: string[] = [];
  for (const [key, inner] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (!allowed.has(key)) problems.push(`${at}: ${type} has no property ${key}`);
    if (inner === undefined || inner === null) problems.push(`${at}.${key}: empty`);
    problems.push(...jsonLdProblems(inner, `${at}.${key}`));
  }
  for (let t: string | undefined = type; t; t = SCHEMA_ORG[t]?.parent) {
    for (const key of SCHEMA_ORG[t]?.required ?? []) if (!(key in record)) problems.push(`${at}: ${type} needs ${key}`);
  }
  return problems;
}
