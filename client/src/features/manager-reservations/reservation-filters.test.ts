import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, exportQueryOf, graphqlFilterOf, paramsOfView, viewFromParams } from './reservation-filters';

describe('the manager reservations view in the URL', () => {
  it('leaves the defaults out and reads every filter and the page back', () => {
    expect(paramsOfView(DEFAULT_VIEW).toString()).toBe('');
    const view = {
      ...DEFAULT_VIEW,
      search: '010 1234 5678',
      status: 'CANCELLED' as const,
      member: 'NON_MEMBER' as const,
      dateMode: 'STAYING' as const,
      from: '2026-12-01',
      to: '2026-12-07',
      hotelId: 3,
      roomId: 5,
      kind: 'DAY_USE' as const,
      sort: 'CHECK_IN_DESC' as const,
      trail: ['WzEsMl0', 'WzMsNF0'],
    };
    const params = paramsOfView(view);
    expect(viewFromParams(new URLSearchParams(params.toString()))).toEqual(view);
  });

  it('falls back to the default for anything a hand-edited URL gets wrong', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'status=LOST&member=x&dateMode=NAP&from=12/01&to=2026-13-0&hotel=abc&room=-1&kind=HOURLY&sort=PRICE',
      ),
    );
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it('asks GraphQL and the export for the same filter', () => {
    const view = {
      ...DEFAULT_VIEW,
      search: '김',
      from: '2026-12-04',
      hotelId: 3,
      status: 'CONFIRMED' as const,
      kind: 'DAY_USE' as const,
    };
    expect(graphqlFilterOf(view)).toEqual({
      search: '김',
      status: 'CONFIRMED',
      member: 'ALL',
      dateMode: 'ARRIVING',
      from: '2026-12-04',
      to: null,
      hotelId: 3,
      roomId: null,
      kind: 'DAY_USE',
      sort: 'CHECK_IN_UPCOMING',
    });
    expect(Object.fromEntries(exportQueryOf(view))).toEqual({
      dateMode: 'arriving',
      keyword: '김',
      status: 'confirmed',
      from: '2026-12-04',
      hotelId: '3',
      kind: 'day_use',
      sort: 'check-in-upcoming',
    });
  });
});
