/**
 * The manager dashboard at scale (issue 19): `GET /api/mchart/my-info` and its GraphQL twin for the manager
 * of 50 lodgings, on 10,000 lodgings with two years of bookings.
 *   npm run bench:manager [-- --hotels 10000 --years 2 --requests 500 --warm-up-seconds 5 --database URL]
 */
import { SCALE_MANAGER } from '../../server/src/db/seeders/scale-sales.seeder';
import { bearer, runDashboardBench } from './dashboards';

await runDashboardBench('manager', async (connection) => {
  const headers = await bearer(connection, SCALE_MANAGER.email, SCALE_MANAGER.password);
  const query = JSON.stringify({
    query: `{ managerDashboard { summary { totalSales dailySales dailyOccupancy yesterdayOccupancy }
      donut { labels sales } chart(period: DAILY) { labels sales occupancy }
      hotels { hotelId hotelName sales { total daily occupancy } rooms { name sales } chart(period: DAILY) { labels sales occupancy } } } }`,
  });
  return {
    'REST mchart/my-info (50 lodgings)': () => connection.get('/api/mchart/my-info', headers),
    'GraphQL managerDashboard (50 lodgings)': () => connection.post('/graphql', 'application/json', query, headers),
  };
});
