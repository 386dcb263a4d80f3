/**
 * The manager console at scale: `GET /api/mchart/my-info` and its GraphQL twin for the manager of 50 lodgings,
 * on 10,000 lodgings with two years of bookings; then `/readyz` while ten two-year exports of that manager's
 * bookings run at once (exports.ts); then the rates calendar's bulk edit of one year × 10 room types
 * (calendar-edit.ts). The front desk's 오늘 and filtered lists run beside the dashboard
 * (front-desk.ts), and the settlement statements after every ended month is closed (settlements.ts).
 *   npm run bench:manager [-- --hotels 10000 --years 2 --requests 500 --warm-up-seconds 5 --database URL]
 *   [--only 'front|reservations|settlement': those operations only, nothing after them]
 */
import { SCALE_MANAGER } from '../../server/src/seeds/scale-sales.seeder';
import { bearer, renewingHeaders, runDashboardBench } from './dashboards';
import { bulkEditTimes } from './calendar-edit';
import { readyzUnderExports } from './exports';
import { frontDeskOperations } from './front-desk';
import { settlementOperations } from './settlements';

await runDashboardBench(
  'manager',
  async (connection, orm) => {
    const headers = await bearer(connection, SCALE_MANAGER.email, SCALE_MANAGER.password);
    const renewing = renewingHeaders(() => bearer(connection, SCALE_MANAGER.email, SCALE_MANAGER.password));
    const query = JSON.stringify({
      query: `{ managerDashboard { summary { totalSales dailySales dailyOccupancy yesterdayOccupancy }
      donut { labels sales } chart(period: DAILY) { labels sales occupancy }
      hotels { hotel { id name } sales { total daily occupancy } rooms { room { name } sales } chart(period: DAILY) { labels sales occupancy } } } }`,
    });
    return {
      'REST mchart/my-info (50 lodgings)': () => connection.get('/api/mchart/my-info', headers),
      'GraphQL managerDashboard (50 lodgings)': () => connection.post('/graphql', 'application/json', query, headers),
      ...(await frontDeskOperations(connection, orm, SCALE_MANAGER.email, renewing)),
      ...(await settlementOperations(connection, orm, SCALE_MANAGER.email, renewing)),
    };
  },
  async ({ base, connection, orm }) => {
    const headers = await bearer(connection, SCALE_MANAGER.email, SCALE_MANAGER.password);
    const calendar = [
      '| calendar edit | runs | p50 ms | p95 ms | load |',
      '| --- | --- | --- | --- | --- |',
      ...(await bulkEditTimes(connection, headers, orm, 30)),
      '',
    ];
    console.log(calendar.join('\n'));
    return [
      ...calendar,
      ...(await readyzUnderExports(base, headers, async (from, to) => {
        const [row] = await orm.em.getConnection().execute<Array<{ count: number }>>(
          `select count(*)::int as count from reservations r join hotels h on h.id = r.hotel_id
        join users u on u.id = h.manager_id
       where u.email = ? and r.confirmed_at is not null and r.check_in between ? and ?`,
          [SCALE_MANAGER.email, from, to],
        );
        return row!.count;
      })),
    ];
  },
);
