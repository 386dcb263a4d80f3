/**
 * The admin dashboard at scale: each dashboard call, REST and the GraphQL twin of the KPIs, on
 * 10,000 lodgings with two years of bookings.
 *   npm run bench:admin [-- --hotels 10000 --years 2 --requests 500 --warm-up-seconds 5 --database URL]
 */
import { User } from '../../server/src/modules/users/user.entity';
import { hashPassword } from '../../server/src/platform/auth/passwords';
import { bearer, runDashboardBench } from './dashboards';

const ADMIN = { email: 'bench-admin@example.com', password: 'Passw0rd!' };
const PATHS = [
  '/api/admin/trend/total-revenue',
  '/api/admin/commission/current-month',
  '/api/admin/count/today',
  '/api/admin/hotel/pending-count',
  '/api/admin/trend/trend?period=week',
  '/api/admin/trend/trend?period=month',
  '/api/admin/trend/trend?period=year',
  '/api/admin/regional/daily',
  '/api/admin/regional/monthly',
  '/api/admin/regional/yearly',
];

await runDashboardBench('admin', async (connection, orm) => {
  const em = orm.em.fork();
  // A database seeded once and benched again already has it.
  if (!(await em.findOne(User, { email: ADMIN.email }))) {
    em.create(User, {
      ...ADMIN,
      name: '벤치관리자',
      role: 'ROLE_ADMIN',
      passwordHash: await hashPassword(ADMIN.password),
    });
    await em.flush();
  }
  const headers = await bearer(connection, ADMIN.email, ADMIN.password);
  const kpis = JSON.stringify({
    query: '{ adminDashboard { totalRevenue commissionThisMonth bookingsToday pendingHotelCount } }',
  });
  return {
    ...Object.fromEntries(PATHS.map((path) => [`REST ${path}`, () => connection.get(path, headers)])),
    'GraphQL adminDashboard 4 KPIs': () => connection.post('/graphql', 'application/json', kpis, headers),
  };
});
