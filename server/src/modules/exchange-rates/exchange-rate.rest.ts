import type { RestRouter } from '../../platform/rest';
import * as exchangeRates from './exchange-rate.service';

const answer = (table: exchangeRates.RateTable) => ({
  effectiveDate: table.effectiveDate,
  stale: table.stale,
  rates: table.rates.map(({ currency, wonPerUnit, effectiveDate }) => ({ currency, wonPerUnit, effectiveDate })),
});

/** The exchange-rate table: the same content as GraphQL `exchangeRates` and `setExchangeRates`. */
export function exchangeRateRoutes(api: RestRouter): void {
  api.get('/exchange-rates', 'public', async (ctx) => answer(await exchangeRates.exchangeRateTable(ctx)));

  // Body: { rates: [{ currency, wonPerUnit, effectiveDate? }] } (a bare array too).
  api.put('/admin/exchange-rates', ['ROLE_ADMIN'], async (ctx, req) => {
    const body: unknown = req.body;
    const list: unknown = Array.isArray(body) ? body : (body as { rates?: unknown } | undefined)?.rates;
    const entries = (Array.isArray(list) ? list : []).map((item: unknown) => {
      const rate = (item ?? {}) as Record<string, unknown>;
      return {
        currency: typeof rate.currency === 'string' ? rate.currency : '',
        wonPerUnit: typeof rate.wonPerUnit === 'number' || typeof rate.wonPerUnit === 'string' ? rate.wonPerUnit : '',
        effectiveDate: typeof rate.effectiveDate === 'string' ? rate.effectiveDate : null,
      };
    });
    return answer(await exchangeRates.setExchangeRates(ctx, entries));
  });
}
