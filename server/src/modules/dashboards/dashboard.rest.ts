import type { RestRouter } from '../../platform/rest';
import { sendSpreadsheet } from '../../platform/spreadsheets';
import { managerPeriodSheet, managerSalesSheet, trendSheet } from './dashboard-export';
import * as dashboards from './dashboard.service';
import * as ranges from './dashboard.range.service';

const ADMIN = ['ROLE_ADMIN'] as const;

/** Spec §7 manager dashboard and admin dashboard paths (REST-NOTES: admin KPIs are bare numbers). */
export function dashboardRoutes(api: RestRouter): void {
  // REST-NOTES' answer; `?range=this-month` or `?from=…&to=…` adds `period`, that period's figures (kpis.ts).
  api.get('/mchart/my-info', ['ROLE_MANAGER'], async (ctx, req) => {
    const picked = ranges.parseRangeQuery(req.query);
    const [{ summary, hotels, donut, chart }, period] = await Promise.all([
      dashboards.managerDashboard(ctx),
      picked ? ranges.managerSales(ctx, picked.kind, picked.from, picked.to) : null,
    ]);
    const roomsOf = (rooms: Array<{ name: string; sales: number }>) =>
      rooms.map(({ name, sales }) => ({ name, sales }));
    return {
      summary,
      hotels: hotels.map(({ rooms, ...hotel }) => ({ ...hotel, rooms: roomsOf(rooms) })),
      donut,
      chart,
      ...(period && {
        period: {
          ...period,
          hotels: period.hotels.map(({ rooms, ...hotel }) => ({ ...hotel, rooms: roomsOf(rooms) })),
        },
      }),
    };
  });
  api.get('/mchart/sales.xlsx', ['ROLE_MANAGER'], async (ctx, req, res) => {
    // `?range=…` or `?from=…&to=…`: the period the dashboard shows; else REST-NOTES' `?period=` buckets.
    const picked = ranges.parseRangeQuery(req.query);
    if (picked) {
      const { from, to } = ranges.resolveRange(ctx, picked.kind, picked.from, picked.to);
      const names = { fileName: `매출_${from}_${to}.xlsx`, fallbackName: `sales_${from}_${to}.xlsx` };
      await sendSpreadsheet(ctx, res, names, async () =>
        managerPeriodSheet(await ranges.managerSales(ctx, picked.kind, picked.from, picked.to)),
      );
      return;
    }
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
  // A bare number as REST-NOTES says: every sale ever, or with `?range=`/`?from=&to=` that period's.
  api.get('/admin/trend/total-revenue', ADMIN, async (ctx, req) => {
    const picked = ranges.parseRangeQuery(req.query);
    if (!picked) return dashboards.adminTotalRevenue(ctx);
    return (await ranges.adminSales(ctx, picked.kind, picked.from, picked.to)).sales;
  });
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
