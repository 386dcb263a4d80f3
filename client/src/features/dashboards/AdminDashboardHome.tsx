import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import {
  AdminDashboardKpisDocument,
  AdminDashboardSalesDocument,
  AdminDashboardRegionalDocument,
  AdminDashboardTrendDocument,
  type RegionalPeriod,
  type TrendPeriod,
} from '../../gql/graphql';
import { axisDates } from './chart-labels';
import { SalesOccupancyChart, ShareChart } from './lazy-charts';
import { Change, DownloadButton, KpiCard, PeriodSwitch, won, SALES_LOAD_FAILED } from './parts';
import { PeriodPicker, rangeText, usePickedRange } from './PeriodPicker';
import { ListState } from '../../components/ListState';

const TRENDS: ReadonlyArray<{ value: TrendPeriod; label: string }> = [
  { value: 'WEEK', label: '주간' },
  { value: 'MONTH', label: '월간' },
  { value: 'YEAR', label: '연간' },
];
const REGIONALS: ReadonlyArray<{ value: RegionalPeriod; label: string }> = [
  { value: 'DAILY', label: '오늘' },
  { value: 'MONTHLY', label: '이번 달' },
  { value: 'YEARLY', label: '올해' },
];

/** The administrator's dashboard (spec §2): 4 KPI cards (총 매출 of a picked period), the regions and the trend. */
export function AdminDashboardHome() {
  const kpis = useQuery(AdminDashboardKpisDocument, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = usePickedRange('THIS_MONTH');
  const sales = useQuery(AdminDashboardSalesDocument, {
    variables: { range: picked.kind, from: picked.from ?? null, to: picked.to ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const periodSales = (sales.data ?? sales.previousData)?.adminDashboard.sales;
  const [trendPeriod, setTrendPeriod] = useState<TrendPeriod>('WEEK');
  const [regionalPeriod, setRegionalPeriod] = useState<RegionalPeriod>('MONTHLY');
  const trend = useQuery(AdminDashboardTrendDocument, { variables: { period: trendPeriod } });
  const regional = useQuery(AdminDashboardRegionalDocument, { variables: { period: regionalPeriod } });
  const figures = kpis.data?.adminDashboard;
  const trendRows = (trend.data ?? trend.previousData)?.adminDashboard.trend;
  const regions = (regional.data ?? regional.previousData)?.adminDashboard.regional;
  const trendLabels = axisDates(trendRows?.map((row) => row.period) ?? []);

  return (
    <section className="space-y-6">
      <PageTitle title="관리자 대시보드" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-stone-900">관리자 대시보드</h1>
          {periodSales && (
            <p className="mt-1 text-sm text-stone-600" data-testid="range-text">
              총 매출: {rangeText(periodSales.range.from, periodSales.range.to)}
            </p>
          )}
        </div>
        <PeriodPicker label="총 매출 기간" value={picked} onChange={setPicked} />
      </div>
      <ListState
        loading={kpis.loading && !figures}
        error={kpis.error && !figures ? SALES_LOAD_FAILED : null}
        empty={false}
        emptyText=""
      >
        {figures && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <KpiCard
              label="총 매출"
              value={periodSales ? won(periodSales.sales) : '…'}
              note={
                periodSales && (
                  <>
                    <span title="결제된 금액에서 환불된 금액을 뺀 값, 결제일 기준">
                      결제일 기준 · 결제 − 환불 · {periodSales.bookings.toLocaleString('ko-KR')}건
                    </span>
                    <br />
                    <Change current={periodSales.sales} previous={periodSales.previousSales} />
                  </>
                )
              }
            />
            <KpiCard label="이번 달 수수료" value={won(figures.commissionThisMonth)} />
            <KpiCard label="오늘 예약" value={`${figures.bookingsToday.toLocaleString('ko-KR')}건`} />
            <KpiCard label="승인 대기 숙소" value={`${figures.pendingHotelCount.toLocaleString('ko-KR')}곳`} />
          </div>
        )}
      </ListState>

      <div className="grid gap-4 lg:grid-cols-5">
        <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:col-span-2">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold text-stone-800">지역별 매출</h2>
            <PeriodSwitch
              label="지역별 매출 기간"
              periods={REGIONALS}
              value={regionalPeriod}
              onChange={setRegionalPeriod}
            />
          </div>
          <ListState
            loading={regional.loading && !regions}
            error={regional.error && !regions ? SALES_LOAD_FAILED : null}
            empty={regions?.length === 0}
            emptyText="이 기간의 매출이 없습니다."
          >
            {regions && (
              <ShareChart labels={regions.map((row) => row.region)} sales={regions.map((row) => row.totalSales)} />
            )}
          </ListState>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:col-span-3">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold text-stone-800">매출 추이</h2>
            <div className="flex items-center gap-2">
              <PeriodSwitch label="매출 추이 기간" periods={TRENDS} value={trendPeriod} onChange={setTrendPeriod} />
              <DownloadButton
                path={`/api/admin/trend/trend.xlsx?period=${trendPeriod.toLowerCase()}`}
                fileName={`매출추이_${trendPeriod.toLowerCase()}.xlsx`}
              />
            </div>
          </div>
          <ListState
            loading={trend.loading && !trendRows}
            error={trend.error && !trendRows ? SALES_LOAD_FAILED : null}
            empty={trendRows?.length === 0}
            emptyText="매출이 없습니다."
          >
            {trendRows && (
              <>
                <SalesOccupancyChart
                  labels={trendRows.map((row) => row.period)}
                  sales={trendRows.map((row) => row.totalSales)}
                />
                <table className="mt-3 w-full text-sm">
                  <thead>
                    <tr className="border-b text-left text-stone-500">
                      <th className="py-1">기간</th>
                      <th className="py-1 text-right">매출</th>
                      <th className="py-1 text-right">예약 건수</th>
                    </tr>
                  </thead>
                  <tbody>
                    {trendRows.map((row, index) => (
                      <tr key={row.period} className="border-b border-stone-100">
                        <td className="py-1">{trendLabels[index]}</td>
                        <td className="py-1 text-right">{won(row.totalSales)}</td>
                        <td className="py-1 text-right">{row.totalCount.toLocaleString('ko-KR')}건</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </ListState>
        </div>
      </div>
    </section>
  );
}
