import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { SessionProvider } from './features/auth/SessionProvider';
import { AccommodationList } from './pages/AccommodationList';
import { AdminDashboard } from './pages/AdminDashboard';
import { BookingCheck } from './pages/BookingCheck';
import { Checkout } from './pages/Checkout';
import { CheckoutGuest } from './pages/CheckoutGuest';
import { GoogleCallback } from './pages/GoogleCallback';
import { GuestBookingDetail } from './pages/GuestBookingDetail';
import { HeritageDetail } from './pages/HeritageDetail';
import { HeritageList } from './pages/HeritageList';
import { HotelDetail } from './pages/HotelDetail';
import { HotelManager } from './pages/HotelManager';
import { InquiryBoard } from './pages/InquiryBoard';
import { InquiryCreate } from './pages/InquiryCreate';
import { InquiryDetail } from './pages/InquiryDetail';
import { InquiryList } from './pages/InquiryList';
import { KakaoCallback } from './pages/KakaoCallback';
import { LandmarkDetail } from './pages/LandmarkDetail';
import { LandmarkList } from './pages/LandmarkList';
import { Login } from './pages/Login';
import { MainPage } from './pages/MainPage';
import { ManagerLogin } from './pages/ManagerLogin';
import { ManagerPending } from './pages/ManagerPending';
import { ManagerRegister } from './pages/ManagerRegister';
import { NotFound } from './pages/NotFound';
import { PasswordReset } from './pages/PasswordReset';
import { PaymentCallback } from './pages/PaymentCallback';
import { PaymentFail } from './pages/PaymentFail';
import { PaymentSuccess } from './pages/PaymentSuccess';
import { PrivacyPolicy } from './pages/PrivacyPolicy';
import { Register } from './pages/Register';
import { RegisterSuccess } from './pages/RegisterSuccess';
import { SearchResult } from './pages/SearchResult';
import { TermsOfService } from './pages/TermsOfService';
import { UserMypage } from './pages/UserMypage';
import { Wishlist } from './pages/Wishlist';

/** The route table of spec §2. Who may open what is decided by RouteGuard (spec §6), not here. */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <Layout />
      </SessionProvider>
    ),
    children: [
      { path: '/', element: <MainPage /> },
      { path: '/search', element: <SearchResult /> },
      { path: '/hotel/:id', element: <HotelDetail /> },
      { path: '/login', element: <Login /> },
      { path: '/register', element: <Register /> },
      { path: '/register-success', element: <RegisterSuccess /> },
      { path: '/manager-register', element: <ManagerRegister /> },
      { path: '/manager-pending', element: <ManagerPending /> },
      { path: '/manager-login', element: <ManagerLogin /> },
      { path: '/landmark/:id', element: <LandmarkDetail /> },
      { path: '/heritage/:id', element: <HeritageDetail /> },
      { path: '/terms', element: <TermsOfService /> },
      { path: '/privacy', element: <PrivacyPolicy /> },
      { path: '/accommodations', element: <AccommodationList /> },
      { path: '/landmarks', element: <LandmarkList /> },
      { path: '/heritage', element: <HeritageList /> },
      { path: '/kakao/callback', element: <KakaoCallback /> },
      { path: '/google/callback', element: <GoogleCallback /> },
      { path: '/password-reset', element: <PasswordReset /> },
      // The guest checkout returns to /payment/success and /payment/fail (spec §2).
      { path: '/payment-fail', element: <PaymentFail /> },
      { path: '/payment/fail', element: <PaymentFail /> },
      { path: '/payment-callback', element: <PaymentCallback /> },
      { path: '/payment/success', element: <PaymentCallback /> },
      { path: '/payment-success', element: <PaymentSuccess /> },
      { path: '/booking-detail', element: <GuestBookingDetail /> },
      { path: '/guest/booking/:orderId', element: <GuestBookingDetail /> },
      { path: '/inquiry', element: <InquiryList /> },
      { path: '/inquiry/create', element: <InquiryCreate /> },
      { path: '/inquiry/:id', element: <InquiryDetail /> },
      { path: '/inquiries/board', element: <InquiryBoard /> },
      { path: '/mypage', element: <UserMypage /> },
      { path: '/wishlist', element: <Wishlist /> },
      { path: '/booking-check', element: <BookingCheck /> },
      { path: '/checkout', element: <Checkout /> },
      { path: '/checkout-guest', element: <CheckoutGuest /> },
      // The consoles keep their own sections below these paths (spec §2: not shown).
      { path: '/manager/*', element: <HotelManager /> },
      { path: '/admin/*', element: <AdminDashboard /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
