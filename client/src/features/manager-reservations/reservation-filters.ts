import type {
  ManagerReservationFilterInput,
  ManagerReservationSort,
  ManagerReservationStatusFilter,
  MemberFilter,
  StayDateMode,
  StayKind,
} from '../../gql/graphql';

/**
 * The manager reservations view as the URL keeps it (reload, back and forward show the same rows): the filters
 * and the page, as the cursors that led to it. Defaults stay out of the URL, so a plain link is the default view.
 */
export interface ReservationView {
  search: string;
  status: ManagerReservationStatusFilter;
  member: MemberFilter;
  dateMode: StayDateMode;
  from: string;
  to: string;
  hotelId: number | null;
  roomId: number | null;
  /** 숙박 or 대실 only, or both. */
  kind: StayKind | 'ALL';
  sort: ManagerReservationSort;
  /** The end cursors of the pages before this one: empty on the first page. */
  trail: string[];
}

export const DEFAULT_VIEW: ReservationView = {
  search: '',
  status: 'ALL',
  member: 'ALL',
  dateMode: 'ARRIVING',
  from: '',
  to: '',
  hotelId: null,
  roomId: null,
  kind: 'ALL',
  sort: 'CHECK_IN_UPCOMING',
  trail: [],
};

const STATUSES: ManagerReservationStatusFilter[] = ['ALL', 'CONFIRMED', 'CANCELLED', 'REVIEWED'];
const MEMBERS: MemberFilter[] = ['ALL', 'MEMBER', 'NON_MEMBER'];
const MODES: StayDateMode[] = ['ARRIVING', 'STAYING', 'DEPARTING'];
const KINDS: Array<StayKind | 'ALL'> = ['ALL', 'NIGHT', 'DAY_USE'];
const SORTS: ManagerReservationSort[] = ['CHECK_IN_UPCOMING', 'CHECK_IN_ASC', 'CHECK_IN_DESC', 'BOOKED'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;
const idOf = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Reads the view from the query string; anything unknown falls back to the default (a hand-edited URL). */
export function viewFromParams(params: URLSearchParams): ReservationView {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    search: params.get('q') ?? '',
    status: oneOf(STATUSES, params.get('status'), 'ALL'),
    member: oneOf(MEMBERS, params.get('member'), 'ALL'),
    dateMode: oneOf(MODES, params.get('dateMode'), 'ARRIVING'),
    from: date('from'),
    to: date('to'),
    hotelId: idOf(params.get('hotel')),
    roomId: idOf(params.get('room')),
    kind: oneOf(KINDS, params.get('kind'), 'ALL'),
    sort: oneOf(SORTS, params.get('sort'), 'CHECK_IN_UPCOMING'),
    // Cursors are base64url: a dot never occurs in one.
    trail: (params.get('pages') ?? '').split('.').filter(Boolean),
  };
}

/** The query string of a view, defaults left out. */
export function paramsOfView(view: ReservationView): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string, fallback: string) => {
    if (value && value !== fallback) params.set(name, value);
  };
  put('q', view.search, '');
  put('status', view.status, 'ALL');
  put('member', view.member, 'ALL');
  put('dateMode', view.dateMode, 'ARRIVING');
  put('from', view.from, '');
  put('to', view.to, '');
  put('hotel', view.hotelId === null ? '' : String(view.hotelId), '');
  put('room', view.roomId === null ? '' : String(view.roomId), '');
  put('kind', view.kind, 'ALL');
  put('sort', view.sort, 'CHECK_IN_UPCOMING');
  put('pages', view.trail.join('.'), '');
  return params;
}

/** The GraphQL filter of the view (the server's one filter definition, shared with the export). */
export function graphqlFilterOf(view: ReservationView): ManagerReservationFilterInput {
  return {
    search: view.search || null,
    status: view.status,
    member: view.member,
    dateMode: view.dateMode,
    from: view.from || null,
    to: view.to || null,
    hotelId: view.hotelId,
    roomId: view.roomId,
    kind: view.kind === 'ALL' ? null : view.kind,
    sort: view.sort,
  };
}

/**
 * The export's REST query of the same view. `dateMode` is always sent: it asks the server for the list's own
 * period (open ends open) rather than the documented default month.
 */
export function exportQueryOf(view: ReservationView): URLSearchParams {
  const query = new URLSearchParams({ dateMode: view.dateMode.toLowerCase() });
  if (view.search) query.set('keyword', view.search);
  if (view.status !== 'ALL') query.set('status', view.status.toLowerCase());
  if (view.member !== 'ALL') query.set('member', view.member.toLowerCase().replace('_', '-'));
  if (view.from) query.set('from', view.from);
  if (view.to) query.set('to', view.to);
  if (view.hotelId !== null) query.set('hotelId', String(view.hotelId));
  if (view.roomId !== null) query.set('roomId', String(view.roomId));
  if (view.kind !== 'ALL') query.set('kind', view.kind.toLowerCase());
  query.set('sort', view.sort.toLowerCase().replace(/_/g, '-'));
  return query;
}
