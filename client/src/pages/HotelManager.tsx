import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ConsoleLayout, type ConsoleSection } from '../features/console/ConsoleLayout';
import { MANAGER_SCOPES } from '@shim/common/api-keys';
import { NotFound } from './NotFound';

const Webhooks = lazy(() => import('../features/webhooks/Webhooks').then((m) => ({ default: m.Webhooks })));
const ManagerDashboard = lazy(() =>
  import('../features/dashboards/ManagerDashboard').then((m) => ({ default: m.ManagerDashboard })),
);
const FrontDesk = lazy(() => import('../features/front-desk/FrontDesk').then((m) => ({ default: m.FrontDesk })));
const ManagerReservations = lazy(() =>
  import('../features/manager-reservations/ManagerReservations').then((m) => ({ default: m.ManagerReservations })),
);
const ManagerSettlements = lazy(() =>
  import('../features/settlements/ManagerSettlements').then((m) => ({ default: m.ManagerSettlements })),
);
const ManagerHotels = lazy(() =>
  import('../features/manager-hotels/ManagerHotels').then((m) => ({ default: m.ManagerHotels })),
);
const ManagerReviews = lazy(() =>
  import('../features/console-reviews/ManagerReviews').then((m) => ({ default: m.ManagerReviews })),
);
const RatesCalendar = lazy(() =>
  import('../features/rates-calendar/RatesCalendar').then((m) => ({ default: m.RatesCalendar })),
);
const ApiKeys = lazy(() => import('../features/api-keys/ApiKeys').then((m) => ({ default: m.ApiKeys })));
const ConsoleAccount = lazy(() =>
  import('../features/console/ConsoleAccount').then((m) => ({ default: m.ConsoleAccount })),
);

/** The manager console's sections (spec §2 "Manager console"). */
const SECTIONS: ConsoleSection[] = [
  { to: '/manager', label: '매출 대시보드', end: true },
  { to: '/manager/today', label: '오늘' },
  { to: '/manager/reservations', label: '예약 관리' },
  { to: '/manager/settlements', label: '정산' },
  { to: '/manager/hotels', label: '숙소·객실 관리' },
  { to: '/manager/calendar', label: '요금·재고 캘린더' },
  { to: '/manager/reviews', label: '리뷰 관리' },
  { to: '/manager/webhooks', label: '웹훅' },
  { to: '/manager/api-keys', label: 'API 키' },
  { to: '/manager/account', label: '계정 관리' },
];

export function HotelManager() {
  return (
    <ConsoleLayout title="호텔 관리자" sections={SECTIONS} loginPath="/manager-login">
      <Routes>
        <Route index element={<ManagerDashboard />} />
        <Route path="today" element={<FrontDesk />} />
        <Route path="reservations" element={<ManagerReservations />} />
        <Route path="settlements" element={<ManagerSettlements />} />
        <Route path="hotels/*" element={<ManagerHotels />} />
        <Route path="calendar" element={<RatesCalendar />} />
        <Route path="reviews" element={<ManagerReviews />} />
        <Route path="webhooks" element={<Webhooks scopeNote="내 숙소의 예약·요금·리뷰 이벤트를 받습니다." />} />
        <Route path="api-keys" element={<ApiKeys grantable={MANAGER_SCOPES} />} />
        <Route path="account" element={<ConsoleAccount />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleLayout>
  );
}
