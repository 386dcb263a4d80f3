import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { ManagerDashboardDocument, type SalesPeriod } from '../../gql/graphql';
import { SalesDonut, SalesOccupancyChart } from './lazy-charts';
import { DownloadButton, KpiCard, PeriodSwitch, pct, won, SALES_LOAD_FAILED } from './parts';
import { ListState } from '../../components/ListState';

const PERIODS: ReadonlyArray<{ value: SalesPeriod; label: string }> = [
  { value: 'DAILY', label: '일별' },
  { value: 'WEEKLY', label: '주별' },
  { value: 'MONTHLY', label: '월별' },
  { value: 'YEARLY', label: '연도별' },
];

/** The manager's sales dashboard (spec §2): KPI cards, the sales and occupancy chart, donuts, hotel cards. */
export function ManagerDashboard() {
  const [period, setPeriod] = useState<SalesPeriod>('DAILY');
  const [hotelId, setHotelId] = useState<number | null>(null);
  const { data, previousData, loading, error } = useQuery(ManagerDashboardDocument, {
    variables: { period },
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = (data ?? previousData)?.managerDashboard;
  const selected = dashboard?.hotels.find((row) => row.hotel.id === hotelId) ?? null;
  const chart = selected?.chart ?? dashboard?.chart;
  const change = dashboard ? dashboard.summary.dailyOccupancy - dashboard.summary.yesterdayOccupancy : 0;

  return (
    <section className="space-y-6">
      <PageTitle title="매출 대시보드" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-stone-900">매출 대시보드</h1>
        <DownloadButton
          path={`/api/mchart/sales.xlsx?period=${period.toLowerCase()}`}
          fileName={`매출_${period.toLowerCase()}.xlsx`}
        />
      </div>
      <ListState
        loading={loading && !dashboard}
        error={error && !dashboard ? SALES_LOAD_FAILED : null}
        empty={dashboard?.hotels.length === 0}
        emptyText="등록된 숙소가 없습니다. 숙소를 등록하면 매출이 여기에 표시됩니다."
      >
        {dashboard && chart && (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <KpiCard label="총 매출" value={won(dashboard.summary.totalSales)} note="결제일 기준, 환불 제외" />
              <KpiCard
                label="오늘 점유율"
                value={pct(dashboard.summary.dailyOccupancy)}
                note={
                  <span className={change > 0 ? 'text-emerald-700' : change < 0 ? 'text-red-700' : undefined}>
                    전일 대비 {change > 0 ? '▲' : change < 0 ? '▼' : ''}
                    {Math.abs(change).toFixed(1)}%p (어제 {pct(dashboard.summary.yesterdayOccupancy)})
                  </span>
                }
              />
              <KpiCard
                label="오늘 매출"
                value={won(dashboard.summary.dailySales)}
                note={`어제 ${won(dashboard.summary.yesterdaySales)}`}
              />
            </div>

            <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-stone-800">
                  {selected ? selected.hotel.name : '전체 숙소'} 매출 · 점유율
                </h2>
                <PeriodSwitch label="기간" periods={PERIODS} value={period} onChange={setPeriod} />
              </div>
              <SalesOccupancyChart labels={chart.labels} sales={chart.sales} occupancy={chart.occupancy} />
            </div>

            <div className="grid gap-4 lg:grid-cols-2">
              <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                <h2 className="mb-2 font-semibold text-stone-800">숙소별 매출 비중</h2>
                {dashboard.donut.sales.some((sales) => sales > 0) ? (
                  <SalesDonut
                    labels={dashboard.donut.labels}
                    sales={dashboard.donut.sales}
                    onSelect={(index) => setHotelId(dashboard.hotels[index]?.hotel.id ?? null)}
                  />
                ) : (
                  <p className="py-10 text-center text-sm text-stone-500">아직 매출이 없습니다.</p>
                )}
              </div>
              <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                <h2 className="mb-2 font-semibold text-stone-800">
                  {selected ? `${selected.hotel.name} 객실별 매출 비중` : '객실별 매출 비중'}
                </h2>
                {!selected ? (
                  <p className="py-10 text-center text-sm text-stone-500">
                    아래 숙소 카드를 고르면 객실별 비중이 보입니다.
                  </p>
                ) : selected.rooms.some((room) => room.sales > 0) ? (
                  <SalesDonut
                    labels={selected.rooms.map((row) => row.room.name)}
                    sales={selected.rooms.map((room) => room.sales)}
                  />
                ) : (
                  <p className="py-10 text-center text-sm text-stone-500">이 숙소에는 아직 매출이 없습니다.</p>
                )}
              </div>
            </div>

            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="숙소 카드">
              <li>
                <HotelCard
                  name="전체 숙소"
                  detail={`${dashboard.hotels.length}개 숙소`}
                  total={dashboard.summary.totalSales}
                  today={dashboard.summary.dailySales}
                  occupancy={dashboard.summary.dailyOccupancy}
                  active={hotelId === null}
                  onClick={() => setHotelId(null)}
                />
              </li>
              {dashboard.hotels.map((hotel) => (
                <li key={hotel.hotel.id}>
                  <HotelCard
                    name={hotel.hotel.name}
                    detail={hotel.hotel.address}
                    total={hotel.sales.total}
                    today={hotel.sales.daily}
                    occupancy={hotel.sales.occupancy}
                    active={hotel.hotel.id === hotelId}
                    onClick={() => setHotelId(hotel.hotel.id)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
    </section>
  );
}

function HotelCard(props: {
  name: string;
  detail: string;
  total: number;
  today: number;
  occupancy: number;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-pressed={props.active}
      className={`w-full rounded-xl border p-4 text-left shadow-sm ${props.active ? 'border-emerald-600 bg-emerald-50' : 'border-stone-200 bg-white hover:bg-stone-50'}`}
    >
      <p className="font-semibold text-stone-900">{props.name}</p>
      <p className="truncate text-xs text-stone-500">{props.detail}</p>
      <dl className="mt-2 grid grid-cols-3 gap-1 text-xs">
        <dt className="text-stone-500">총 매출</dt>
        <dt className="text-stone-500">오늘 매출</dt>
        <dt className="text-stone-500">오늘 점유율</dt>
        <dd className="font-medium">{won(props.total)}</dd>
        <dd className="font-medium">{won(props.today)}</dd>
        <dd className="font-medium">{pct(props.occupancy)}</dd>
      </dl>
    </button>
  );
}
