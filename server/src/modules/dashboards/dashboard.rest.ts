import type { RestRouter } from '../../platform/rest';
import { sendSpreadsheet } from '../../platform/spreadsheets';
import { managerSalesSheet, trendSheet } from './dashboard-export';
import * as dashboards from './dashboard.service';

const ADMIN = ['ROLE_ADMIN'] as const;

/** Spec §7 manager dashboard and admin dashboard paths (REST-NOTES: admin KPIs are bare numbers). */
export function dashboardRoutes(api: RestRouter): void {
  api.get('/mchart/my-info', ['ROLE_MANAGER'], async (ctx) => {
    const { summary, hotels, donut, chart } = await dashboards.managerDashboard(ctx);
    return {
      summary,
      hotels: hotels.map(({ rooms, ...hotel }) => ({
        ...hotel,
        rooms: rooms.map(({ name, sales }) => ({ name, sales })),
      })),
      donut,
      chart,
    };
  });
  api.get('/mchart/sales.xlsx', ['ROLE_MANAGER'], async (ctx, req, res) => {
    const period = dashboards.parseManagerPeriod(req.query.period ?? 'daily');
    await sendSpreadsheet(
      ctx,
      res,
      { fileName: `매출_${period}.xlsx`, fallbackName: `sales_${period}.xlsx` },
      async () => managerSalesSheet(await dashboards.managerDashboard(ctx), period),
    );
  });

  // Spec §7 paths, and the same figures under /admin/trend/ where REST-NOTES says older clients read them.
  for (const prefix of ['/admin', '/admin/trend']) {
    api.get(`${prefix}/commission/current-month`, ADMIN, (ctx) => dashboards.adminCommissionThisMonth(ctx));
    api.get(`${prefix}/count/today`, ADMIN, (ctx) => dashboards.adminBookingsToday(ctx));
    api.get(`${prefix}/hotel/pending-count`, ADMIN, (ctx) => dashboards.adminPendingLodgings(ctx));
  }
  api.get('/admin/trend/total-revenue', ADMIN, (ctx) => dashboards.adminTotalRevenue(ctx));
  api.get('/admin/trend/trend', ADMIN, (ctx, req) =>
    dashboards.adminTrend(ctx, dashboards.parseTrendPeriod(req.query.period ?? 'week')),
  );
  api.get('/admin/trend/trend.xlsx', ADMIN, async (ctx, req, res) => {
    const period = dashboards.parseTrendPeriod(req.query.period ?? 'week');
    await sendSpreadsheet(
      ctx,
      res,
      { fileName: `매출추이_${period}.xlsx`, fallbackName: `trend_${period}.xlsx` },
      async () => trendSheet(await dashboards.adminTrend(ctx, period), period),
    );
  });
  api.get('/admin/regional/:period', ADMIN, (ctx, req) =>
    dashboards.adminRegional(ctx, dashboards.parseRegionalPeriod(req.params.period)),
  );
}
