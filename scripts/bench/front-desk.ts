/**
 * The front desk at scale, for bench:manager (manager.ts): the 오늘 sheet and two filtered reservation lists
 * (next week's arrivals, a phone search) of the manager of 50 lodgings, each through GraphQL and REST, as the
 * console asks them (pages of 50, upcoming check-ins first).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, todayInSeoul } from '@shim/common/dates';
import type { Answer } from './http';
import type { Connection } from './dashboards';

const PAGE = 50;

/** Monday to Sunday of the week after this one, Asia/Seoul. */
export function nextWeek(today: string): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, (8 - weekday) % 7 || 7);
  return { from: monday, to: addDays(monday, 6) };
}

/**
 * The scale set's guests have no phone: give the manager's bookings real-looking ones, so the phone search
 * reads what a front desk would search. Answers one guest's number, as a person would type it.
 */
async function givePhones(orm: MikroORM, managerEmail: string): Promise<string> {
  const connection = orm.em.getConnection();
  await connection.execute(
    `update reservations r set phone = '010' || lpad((r.id % 100000000)::text, 8, '0')
       from hotels h join users u on u.id = h.manager_id
      where h.id = r.hotel_id and u.email = ? and r.phone is null`,
    [managerEmail],
  );
  await connection.execute('analyze reservations');
  const [row] = await connection.execute<Array<{ phone: string }>>(
    `select r.phone from reservations r join hotels h on h.id = r.hotel_id join users u on u.id = h.manager_id
      where u.email = ? order by r.id desc limit 1`,
    [managerEmail],
  );
  const phone = row!.phone;
  return `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
}

export async function frontDeskOperations(
  connection: Connection,
  orm: MikroORM,
  managerEmail: string,
  headers: () => Promise<Record<string, string>>,
): Promise<Record<string, () => Promise<Answer>>> {
  const phone = await givePhones(orm, managerEmail);
  const week = nextWeek(todayInSeoul());
  // GraphQL answers 200 with `errors`: a refused or failed call must stop the run, not be timed.
  const graphql = (query: string, variables: Record<string, unknown> = {}) => {
    const body = JSON.stringify({ query, variables });
    return async () => {
      const answer = await connection.post('/graphql', 'application/json', body, await headers());
      if (answer.status === 200 && answer.text.includes('"errors"')) throw new Error(`GraphQL: ${answer.text}`);
      return answer;
    };
  };
  const sheet = graphql(`
    {
      frontDesk {
        date
        arrivals {
          ...stay
        }
        departures {
          ...stay
        }
        inHouse {
          ...stay
        }
      }
    }
    fragment stay on FrontDeskStay {
      stage
      stageLabel
      paidAmount
      refundedAmount
      checkedInAt
      checkedOutAt
      noShowAt
      canCheckIn
      canMarkNoShow
      canCheckOut
      reservation {
        id
        bookingNumber
        guestName
        phone
        checkIn
        checkOut
        nights
        roomCount
        people
        status
        hotel {
          id
          name
        }
        room {
          id
          name
        }
      }
    }
  `);
  // As the console sends it: the row a fragment (the cost limit counts fragments flat), the page size a variable.
  const list = `query ($filter: ManagerReservationFilterInput, $first: Int) {
    managerReservations(filter: $filter, first: $first) { totalCount counts { all member nonMember }
      pageInfo { hasNextPage endCursor } edges { cursor node { ...row } } } }
    fragment row on Reservation { id orderId bookingNumber user { id } guestName phone hotel { id name }
      room { id name } checkIn checkOut nights roomCount people status payment { totalAmount canceledAmount }
      cancellable createdAt confirmedAt canceledAt }`;
  const arrivals = { dateMode: 'ARRIVING', from: week.from, to: week.to, sort: 'CHECK_IN_UPCOMING' };
  const search = { search: phone, sort: 'CHECK_IN_UPCOMING' };
  const rest = (query: Record<string, string>) => {
    const path = `/api/manager/reservations?${new URLSearchParams({ ...query, size: String(PAGE) })}`;
    return async () => connection.get(path, await headers());
  };
  return {
    'GraphQL frontDesk 오늘 (50 lodgings)': sheet,
    'REST manager/front-desk 오늘 (50 lodgings)': async () =>
      connection.get('/api/manager/front-desk', await headers()),
    "GraphQL managerReservations next week's arrivals": graphql(list, { filter: arrivals, first: PAGE }),
    "REST manager/reservations next week's arrivals": rest({ ...arrivals, sort: 'check-in-upcoming' }),
    [`GraphQL managerReservations phone search ${phone}`]: graphql(list, { filter: search, first: PAGE }),
    [`REST manager/reservations phone search ${phone}`]: rest({ keyword: phone, sort: 'check-in-upcoming' }),
  };
}
