import { type RestRouter } from '../../platform/rest';
import { field } from '../../platform/rest';
import { suggestPlaces } from './place.service';

/** `GET /api/places/suggest?q=…[&size=…]`: the search box's suggestions, as GraphQL `placeSuggestions`. */
export function placeRoutes(api: RestRouter): void {
  api.get('/places/suggest', 'public', (ctx, req) =>
    suggestPlaces(ctx, field.optionalString(req.query.q) ?? '', field.optionalInteger(req.query.size) ?? 10),
  );
}
