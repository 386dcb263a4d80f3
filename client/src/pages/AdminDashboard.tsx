import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ConsoleLayout, type ConsoleSection } from '../features/console/ConsoleLayout';
import { PARTNER_SCOPES } from '@shim/common/api-keys';
import { NotFound } from './NotFound';

const Webhooks = lazy(() => import('../features/webhooks/Webhooks').then((m) => ({ default: m.Webhooks })));
const AdminDashboardHome = lazy(() =>
  import('../features/dashboards/AdminDashboardHome').then((m) => ({ default: m.AdminDashboardHome })),
);
const Approvals = lazy(() => import('../features/admin/Approvals').then((m) => ({ default: m.Approvals })));
const AdminHotels = lazy(() => import('../features/admin/AdminHotels').then((m) => ({ default: m.AdminHotels })));
const AdminUsers = lazy(() => import('../features/admin/AdminUsers').then((m) => ({ default: m.AdminUsers })));
const ReviewDeletionRequests = lazy(() =>
  import('../features/console-reviews/ReviewDeletionRequests').then((m) => ({ default: m.ReviewDeletionRequests })),
);
const AdminCoupons = lazy(() => import('../features/admin/AdminCoupons').then((m) => ({ default: m.AdminCoupons })));
const AdminNotifications = lazy(() =>
  import('../features/admin/AdminNotifications').then((m) => ({ default: m.AdminNotifications })),
);
const AdminSettlements = lazy(() =>
  import('../features/settlements/AdminSettlements').then((m) => ({ default: m.AdminSettlements })),
);
const AdminMoney = lazy(() => import('../features/admin/AdminMoney').then((m) => ({ default: m.AdminMoney })));
const AdminExchangeRates = lazy(() =>
  import('../features/admin/AdminExchangeRates').then((m) => ({ default: m.AdminExchangeRates })),
);
const AdminLandmarkTranslations = lazy(() =>
  import('../features/admin/AdminLandmarkTranslations').then((m) => ({ default: m.AdminLandmarkTranslations })),
);
const AdminPlaceTranslations = lazy(() =>
  import('../features/admin/AdminPlaceTranslations').then((m) => ({ default: m.AdminPlaceTranslations })),
);
const ApiKeys = lazy(() => import('../features/api-keys/ApiKeys').then((m) => ({ default: m.ApiKeys })));
const ConsoleAccount = lazy(() =>
  import('../features/console/ConsoleAccount').then((m) => ({ default: m.ConsoleAccount })),
);
const AdminHotelPreview = lazy(() => import('./AdminHotelPreview').then((m) => ({ default: m.AdminHotelPreview })));
const AdminUserDetail = lazy(() =>
  import('../features/admin/AdminUserDetail').then((m) => ({ default: m.AdminUserDetail })),
);
const ConsoleInquiries = lazy(() =>
  import('../features/inquiries/ConsoleInquiries').then((m) => ({ default: m.ConsoleInquiries })),
);

/** The admin console's sections (spec §2 "Admin console"); /inquiry keeps its own pages for old links. */
const SECTIONS: ConsoleSection[] = [
  { to: '/admin', label: '대시보드', end: true },
  { to: '/admin/approvals', label: '승인 관리' },
  { to: '/admin/hotels', label: '숙소 관리' },
  { to: '/admin/users', label: '회원 관리' },
  { to: '/admin/reviews', label: '리뷰 삭제 요청' },
  { to: '/admin/inquiries', label: '문의 관리' },
  { to: '/admin/coupons', label: '쿠폰 관리' },
  { to: '/admin/notifications', label: '알림 발송 현황' },
  { to: '/admin/settlements', label: '정산' },
  { to: '/admin/money', label: '정산 확인 필요' },
  { to: '/admin/exchange-rates', label: '환율' },
  { to: '/admin/landmarks', label: '관광지 번역' },
  { to: '/admin/places', label: '지역 번역' },
  { to: '/admin/webhooks', label: '웹훅' },
  { to: '/admin/api-keys', label: 'API 키' },
  { to: '/admin/account', label: '계정 관리' },
];

export function AdminDashboard() {
  return (
    <ConsoleLayout title="사이트 관리자" sections={SECTIONS} loginPath="/login">
      <Routes>
        <Route index element={<AdminDashboardHome />} />
        <Route path="approvals" element={<Approvals />} />
        <Route path="approvals/hotels/:id" element={<AdminHotelPreview />} />
        <Route path="hotels" element={<AdminHotels />} />
        <Route path="users" element={<AdminUsers />} />
        <Route path="users/:id" element={<AdminUserDetail />} />
        <Route path="inquiries" element={<ConsoleInquiries />} />
        <Route path="reviews" element={<ReviewDeletionRequests />} />
        <Route path="coupons" element={<AdminCoupons />} />
        <Route path="notifications" element={<AdminNotifications />} />
        <Route path="settlements" element={<AdminSettlements />} />
        <Route path="money" element={<AdminMoney />} />
        <Route path="exchange-rates" element={<AdminExchangeRates />} />
        <Route path="landmarks" element={<AdminLandmarkTranslations />} />
        <Route path="places" element={<AdminPlaceTranslations />} />
        <Route path="webhooks" element={<Webhooks scopeNote="파트너 웹훅: 모든 숙소의 이벤트를 받습니다." />} />
        <Route path="api-keys" element={<ApiKeys grantable={PARTNER_SCOPES} />} />
        <Route path="account" element={<ConsoleAccount />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleLayout>
  );
}
