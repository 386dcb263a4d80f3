import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { ListState } from '../../components/ListState';
import { ManagerSalesDocument, type SalesKpisFieldsFragment } from '../../gql/graphql';
import { SalesOccupancyChart, ShareChart } from './lazy-charts';
import { Change, DownloadButton, KpiCard, pct, won, SALES_LOAD_FAILED } from './parts';
import { PeriodPicker, rangeText, usePickedRange } from './PeriodPicker';

const count = (value: number) => `${value.toLocaleString('ko-KR')}건`;

/** The five figures of a period, each with its move from the previous period (docs/decisions/dashboards.md). */
function KpiCards({ kpis, previous }: { kpis: SalesKpisFieldsFragment; previous: SalesKpisFieldsFragment }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      <KpiCard
        className="col-span-2"
        label="매출"
        value={won(kpis.sales)}
        note={
          <>
            <span title="결제된 금액에서 환불된 금액을 뺀 값, 결제일 기준">결제일 기준 · 결제 − 환불</span>
            <br />
            <Change current={kpis.sales} previous={previous.sales} />
            <br />
            {/* The split of the same sales: 숙박 is what is not 대실. */}
            <span role="group" aria-label="숙박·대실 매출" className="text-stone-700">
              숙박 {won(kpis.sales - kpis.dayUseSales)} · 대실 {won(kpis.dayUseSales)}
            </span>
          </>
        }
      />
      <KpiCard
        label="예약 수"
        value={count(kpis.bookings)}
        note={<Change current={kpis.bookings} previous={previous.bookings} />}
      />
      <KpiCard
        label="점유율"
        value={pct(kpis.occupancy)}
        note={
          <>
            <span title="판매된 객실·박 ÷ 판매 가능한 객실·박">
              {kpis.soldNights.toLocaleString('ko-KR')} / {kpis.availableNights.toLocaleString('ko-KR')}박
            </span>
            <br />
            <Change current={kpis.occupancy} previous={previous.occupancy} points />
          </>
        }
      />
      <KpiCard
        label="ADR"
        value={won(kpis.adr)}
        note={
          <>
            <span title="객실 매출 ÷ 판매된 객실·박">판매 객실·박당 평균 요금</span>
            <br />
            <Change current={kpis.adr} previous={previous.adr} />
          </>
        }
      />
      <KpiCard
        label="RevPAR"
        value={won(kpis.revpar)}
        note={
          <>
            <span title="객실 매출 ÷ 판매 가능한 객실·박">판매 가능 객실·박당 매출</span>
            <br />
            <Change current={kpis.revpar} previous={previous.revpar} />
          </>
        }
      />
    </div>
  );
}

/** The manager's sales dashboard: a period picker driving the KPIs, the chart, the shares and the lodging cards. */
export function ManagerDashboard() {
  const [picked, setPicked] = usePickedRange('THIS_MONTH');
  const [hotelId, setHotelId] = useState<number | null>(null);
  const { data, previousData, loading, error } = useQuery(ManagerSalesDocument, {
    variables: { range: picked.kind, from: picked.from ?? null, to: picked.to ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const figures = (data ?? previousData)?.managerSales;
  const selected = figures?.hotels.find((row) => row.hotel.id === hotelId) ?? null;
  const chart = selected?.chart ?? figures?.chart;

  return (
    <section className="space-y-6">
      <PageTitle title="매출 대시보드" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-stone-900">매출 대시보드</h1>
          {figures && (
            <p className="mt-1 text-sm text-stone-600" data-testid="range-text">
              {rangeText(figures.range.from, figures.range.to)}
              <span className="text-stone-400">
                {' '}
                (비교: {rangeText(figures.range.previousFrom, figures.range.previousTo)})
              </span>
            </p>
          )}
        </div>
        <PeriodPicker value={picked} onChange={setPicked} />
      </div>
      {error && figures && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
      <ListState
        loading={loading && !figures}
        error={error && !figures ? (error.message ?? SALES_LOAD_FAILED) : null}
        empty={figures?.hotels.length === 0}
        emptyText="등록된 숙소가 없습니다. 숙소를 등록하면 매출이 여기에 표시됩니다."
      >
        {figures && chart && (
          <>
            <KpiCards kpis={selected?.kpis ?? figures.kpis} previous={selected?.previous ?? figures.previous} />

            <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-stone-800">
                  {selected ? selected.hotel.name : '전체 숙소'} {figures.range.grain === 'month' ? '월별' : '일별'}{' '}
                  매출 · 점유율
                </h2>
                <DownloadButton
                  path={`/api/mchart/sales.xlsx?${new URLSearchParams({ from: figures.range.from, to: figures.range.to })}`}
                  fileName={`매출_${figures.range.from}_${figures.range.to}.xlsx`}
                />
              </div>
              <SalesOccupancyChart labels={chart.labels} sales={chart.sales} occupancy={chart.occupancy} />
            </div>

            <div className="grid gap-4 lg:grid-cols-2">
              <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                <h2 className="mb-2 font-semibold text-stone-800">숙소별 매출</h2>
                {figures.hotels.some((hotel) => hotel.kpis.sales > 0) ? (
                  <ShareChart
                    labels={figures.hotels.map((hotel) => hotel.hotel.name)}
                    sales={figures.hotels.map((hotel) => hotel.kpis.sales)}
                    onSelect={(index) => setHotelId(figures.hotels[index]?.hotel.id ?? null)}
                  />
                ) : (
                  <p className="py-10 text-center text-sm text-stone-500">이 기간의 매출이 없습니다.</p>
                )}
              </div>
              <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                <h2 className="mb-2 font-semibold text-stone-800">
                  {selected ? `${selected.hotel.name} 객실별 매출` : '객실별 매출'}
                </h2>
                {!selected ? (
                  <p className="py-10 text-center text-sm text-stone-500">
                    아래 숙소 카드를 고르면 객실별 매출이 보입니다.
                  </p>
                ) : selected.rooms.some((room) => room.sales > 0) ? (
                  <ShareChart
                    labels={selected.rooms.map((row) => row.room.name)}
                    sales={selected.rooms.map((room) => room.sales)}
                  />
                ) : (
                  <p className="py-10 text-center text-sm text-stone-500">이 기간에 이 숙소의 매출이 없습니다.</p>
                )}
              </div>
            </div>

            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="숙소 카드">
              <li>
                <HotelCard
                  name="전체 숙소"
                  detail={`${figures.hotels.length}개 숙소`}
                  kpis={figures.kpis}
                  active={hotelId === null}
                  onClick={() => setHotelId(null)}
                />
              </li>
              {figures.hotels.map((hotel) => (
                <li key={hotel.hotel.id}>
                  <HotelCard
                    name={hotel.hotel.name}
                    detail={hotel.hotel.address}
                    kpis={hotel.kpis}
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
  kpis: SalesKpisFieldsFragment;
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
        <dt className="text-stone-500">매출</dt>
        <dt className="text-stone-500">점유율</dt>
        <dt className="text-stone-500">ADR</dt>
        <dd className="font-medium">{won(props.kpis.sales)}</dd>
        <dd className="font-medium">{pct(props.kpis.occupancy)}</dd>
        <dd className="font-medium">{won(props.kpis.adr)}</dd>
      </dl>
    </button>
  );
}
