import { type RestRouter } from '../../platform/rest';
import { field } from '../../platform/rest';
import { suggestPlaces } from './place.service';

/** `GET /api/places/suggest?q=…[&size=…]`: the search box's suggestions, as GraphQL `placeSuggestions`. */
export function placeRoutes(api: RestRouter): void {
  // REST keeps its documented Korean shape: no romanisation, no translations.
  api.get('/places/suggest', 'public', async (ctx, req) => {
    const suggestions = await suggestPlaces(
      ctx,
      field.optionalString(req.query.q) ?? '',
      field.optionalInteger(req.query.size) ?? 10,
      'ko',
    );
    return suggestions.map(({ romanizedName: _romanized, translations: _translations, ...suggestion }) => suggestion);
  });
}
