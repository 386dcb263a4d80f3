/**
 * One GraphQL type per thing (STYLE 16): no object type of schema.graphql (which `npm run check` holds equal
 * to the server's) is a per-role copy of another, whole or with its fields renamed.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Share of the smaller type's fields found in the other, from which two types count as copies. */
const COPY_SHARE = 0.8;
/** Types this small share a few plain fields by nature (an id and a name, coordinates). */
const MIN_FIELDS = 3;
/** Wrappers of other types (pages, edges, mutation answers) and the roots, which are no things of their own. */
const WRAPPER = /(Connection|Edge|Payload)$/;
const ROOTS = new Set(['Query', 'Mutation', 'Subscription', 'PageInfo']);

/** Pairs that look alike and are different things, each with why. */
const ALLOWED = new Map<string, string>([
  // The public board's masked view of an inquiry (홍*동, no contact details), for anyone; `Inquiry` is the
  // author's and the administrator's whole record, where `authorName` is the real name.
  ['BoardInquiry ~ Inquiry', 'masked public view'],
  // A day's totals against Toss and one order's difference: the same four amounts at two grains.
  ['DailyMoneyCheck ~ MoneyDifference', 'totals and one line'],
  // A geocoder's answer is a point with its address; a lodging has one too.
  ['GeocodedAddress ~ Hotel', 'a point, not a lodging'],
  // A quote before there is a booking; the booking's money adds refunds, the receipt and when it was paid.
  ['PricePreview ~ ReservationPayment', 'quote before a booking'],
  // A 대실's preview is the nights' (a subclass: the same fields, one definition) plus its hours.
  ['DayUseQuote ~ PricePreview', 'a preview with hours'],
]);

/** A field of `b` that is `field` of `a`: the same name, or the same type and description under another name. */
const sameField = (field: GraphQLField<unknown, unknown>, others: GraphQLField<unknown, unknown>[]) =>
  others.some(
    (other) =>
      other.name === field.name ||
      (Boolean(field.description) &&
        other.description === field.description &&
        String(other.type) === String(field.type)),
  );

/** Every pair of things of the schema where one is (nearly) a copy of the other, as "A ~ B" (A before B). */
function copiedTypes(schema: GraphQLSchema): string[] {
  const things = Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type))
    .filter((type) => !type.name.startsWith('__') && !ROOTS.has(type.name) && !WRAPPER.test(type.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const copies: string[] = [];
  things.forEach((a, i) => {
    for (const b of things.slice(i + 1)) {
      const [small, large] = [Object.values(a.getFields()), Object.values(b.getFields())].sort(
        (x, y) => x.length - y.length,
      );
      if (small!.length < MIN_FIELDS) continue;
      const shared = small!.filter((field) => sameField(field, large!)).length;
      if (shared / small!.length >= COPY_SHARE) copies.push(`${a.name} ~ ${b.name}`);
    }
  });
  return copies;
}

describe('GraphQL object types', () => {
  it('has no type that copies another, but the pairs allowed above', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(copiedTypes(schema).filter((pair) => !ALLOWED.has(pair))).toEqual([]);
  });

  it('allows only pairs that are still alike (a stale entry would hide a new copy)', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const copies = new Set(copiedTypes(schema));
    expect([...ALLOWED.keys()].filter((pair) => !copies.has(pair))).toEqual([]);
  });

  it('finds a per-role copy, whole or renamed, and leaves wrappers and small types alone', () => {
    const schema = buildSchema(`
      type Room { id: Int!, name: String!, """요금""" basePrice: Int!, """객실 수""" unitCount: Int!, hotel: Hotel! }
      type ManagerRoom { id: Int!, name: String!, """요금""" price: Int!, """객실 수""" count: Int!, active: Boolean! }
      type Hotel { id: Int!, name: String!, address: String!, rooms: [Room!]!, region: String!, phone: String }
      type AdminHotel { id: Int!, name: String!, address: String!, region: String!, bookingCount: Int! }
      type Point { id: Int!, name: String! }
      type HotelPayload { hotel: Hotel!, id: Int!, name: String! }
      type Query { hotel: Hotel, room: ManagerRoom, admin: AdminHotel, point: Point, payload: HotelPayload }
    `);
    expect(copiedTypes(schema)).toEqual(['AdminHotel ~ Hotel', 'ManagerRoom ~ Room']);
  });
});
