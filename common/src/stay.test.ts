import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { detailProblem, nightsBetween, searchKeyword, searchProblem } from './stay';

const today = '2026-11-21';
const ok = { region: '서울', startDate: '2026-11-21', endDate: '2026-11-22', rooms: 1, persons: 2 };

describe('search and detail rules', () => {
  it('keeps the first two words of the destination', () => {
    expect(searchKeyword('  서울특별시  강남구 테헤란로 ')).toBe('서울특별시 강남구');
  });

  it('counts nights across months', () => {
    expect(nightsBetween('2026-11-30', '2026-12-02')).toBe(2);
  });

  it('accepts a valid search and names the first broken rule otherwise', () => {
    expect(searchProblem(ok, today)).toBeNull();
    expect(searchProblem({ ...ok, region: ' ' }, today)).toBe(MESSAGES.destinationRequired);
    expect(searchProblem({ ...ok, region: '가'.repeat(51) }, today)).toBe(MESSAGES.regionTooLong);
    expect(searchProblem({ ...ok, startDate: '' }, today)).toBe(MESSAGES.datesRequired);
    expect(searchProblem({ ...ok, endDate: '2026-02-30' }, today)).toBe(MESSAGES.datesInvalid);
    expect(searchProblem({ ...ok, endDate: ok.startDate }, today)).toBe(MESSAGES.checkoutAfterCheckin);
    expect(searchProblem({ ...ok, startDate: '2026-11-20' }, today)).toBe(MESSAGES.pastCheckin);
    expect(searchProblem({ ...ok, endDate: '2026-12-22' }, today)).toBe(MESSAGES.stayTooLong);
    expect(searchProblem({ ...ok, rooms: 0 }, today)).toBe(MESSAGES.roomsAtLeastOne);
    expect(searchProblem({ ...ok, rooms: 10 }, today)).toBeNull();
    expect(searchProblem({ ...ok, rooms: 11 }, today)).toBe(MESSAGES.searchRoomsRange);
    expect(searchProblem({ ...ok, persons: 0 }, today)).toBe(MESSAGES.personsAtLeastOne);
    expect(searchProblem({ ...ok, persons: 21 }, today)).toBe(MESSAGES.personsRange);
  });

  it('allows 1 to 5 rooms on the detail page', () => {
    expect(detailProblem({ ...ok, rooms: 5 }, today)).toBeNull();
    expect(detailProblem({ ...ok, rooms: 6 }, today)).toBe(MESSAGES.detailRoomsRange);
  });
});
