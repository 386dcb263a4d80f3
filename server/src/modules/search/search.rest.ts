import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../../platform/context';
import { JsonList, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restServices, restType } from '../hotels/hotel.rest-shapes';
import { publicImageUrl } from '../hotels/image-paths';
import { lodgingCards, searchAll, type LodgingCard, type StayFigures } from './search.service';

/**
 * A lodging's REST result as JSON text, rendered once per card revision: the text before the stay's
 * figures (`{"hId":…,"longitude":…,`) and after them (`,"active":…,"image":…}`).
 */
interface RenderedCard {
  revision: string;
  /** The origin its image URL was made absolute on (one, PUBLIC_URL, in production). */
  origin: string;
  active: boolean;
  head: string;
  tail: string;
}

/**
 * Rendered cards kept per app, by size: two bytes a character (V8's strings with Korean text), so ≈ 32 MB
 * at most, ≈ 30,000 typical cards. The search statement reads each match's card revision, so a kept card
 * is used only while it is current, on every instance alike.
 */
const KEPT_CARD_BYTES = 32 * 1024 * 1024;

/** `POST /api/search` of spec §7: the list of matches, or 204 with no body when nothing matches. */
export function searchRoutes(api: RestRouter): void {
  // One per app, as an app serves one database: lodging ids of another database mean other lodgings.
  const kept = new LRUCache<number, RenderedCard>({
    maxSize: KEPT_CARD_BYTES,
    sizeCalculation: (card) => 2 * (card.head.length + card.tail.length) + 64,
  });

  api.post('/search', 'public', async (ctx, req) => {
    const fields = restFields(req.body);
    const matches = await searchAll(ctx, {
      region: fields.string('region'),
      startDate: fields.string('checkIn'),
      endDate: fields.string('checkOut'),
      rooms: fields.integer('rooms'),
      persons: fields.integer('persons'),
    });
    if (matches.length === 0) return undefined;
    const cards = await currentCards(ctx, matches, kept);
    const items: string[] = [];
    matches.forEach((match, i) => {
      const card = cards[i];
      // Absent or inactive only when the lodging was deleted or closed between the two statements.
      if (card?.active) items.push(card.head + figuresJson(match) + card.tail);
    });
    return items.length > 0 ? new JsonList(items) : undefined;
  });
}

/**
 * The matches' cards, in their order: kept ones at the revision the search read, the others (new, changed,
 * evicted) read in one statement and kept. A card read may be newer than the search's revision: it is
 * the current one.
 */
async function currentCards(
  ctx: RequestContext,
  matches: StayFigures[],
  kept: LRUCache<number, RenderedCard>,
): Promise<Array<RenderedCard | undefined>> {
  const cards = matches.map((match) => {
    const card = kept.get(match.id);
    return card?.revision === match.cardRevision && card.origin === ctx.origin ? card : undefined;
  });
  const missing = matches.filter((_, i) => cards[i] === undefined).map((match) => match.id);
  if (missing.length > 0) {
    const read = new Map((await lodgingCards(ctx, missing)).map((card) => [card.id, renderCard(card, ctx.origin)]));
    for (const [id, card] of read) kept.set(id, card);
    matches.forEach((match, i) => (cards[i] ??= read.get(match.id)));
  }
  return cards;
}

/**
 * One result's fields in the REST shape (REST-NOTES spellings), in the order clients of the old service
 * saw them, split around the stay's figures.
 */
function renderCard(card: LodgingCard, origin: string): RenderedCard {
  const head = JSON.stringify({
    hId: card.id,
    hid: card.id,
    hName: card.name,
    hname: card.name,
    id: card.id,
    type: restType(card.type),
    star: card.star,
    address: card.address,
    region: card.region,
    latitude: card.latitude,
    longitude: card.longitude,
  });
  const tail = JSON.stringify({
    active: card.active,
    services: restServices(card.services),
    image: publicImageUrl(origin, card.imagePath),
  });
  return {
    revision: card.cardRevision,
    origin,
    active: card.active,
    head: `${head.slice(0, -1)},`,
    tail: `,${tail.slice(1)}`,
  };
}

/** The stay's figures as JSON members. Clients of the old service format the score as a number: no reviews is 0. */
function figuresJson(match: StayFigures): string {
  // Finite numbers print as JSON writes them.
  return `"minPrice":${match.minPrice},"avgScore":${match.avgScore ?? 0},"reviewCount":${match.reviewCount}`;
}
