import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './app/Layout';
import { RouteError } from './app/RouteError';
import { SessionProvider } from './app/SessionProvider';
import { currentLocale, loadMessages, type Namespace } from './i18n/catalog';

type PageModule = Record<string, ComponentType>;

/** Each page module, loaded on demand: the bundler gives each its own chunk. */
const pageModules = import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']);

/**
 * A lazy route's loader, naming its page (pages/<name>.tsx exporting <name>) for client tests (render-app) and
 * the message namespaces it reads (a server render sends them with the page).
 */
export type PageLoader = (() => Promise<{ Component: ComponentType }>) & { page: string; namespaces: Namespace[] };

/**
 * A route whose page loads on first visit: member pages, the manager and admin consoles and every other
 * page stay out of the main page's first load (docs/performance.md).
 */
function page(name: string, namespaces: Namespace[] = []): PageLoader {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`router: no page ${name}`);
  return Object.assign(
    async () => {
      const [module] = await Promise.all([load(), loadMessages(currentLocale(), namespaces)]);
      return { Component: module[name]! };
    },
    { page: name, namespaces },
  );
}

/** A page's failure shows inside the layout (header and footer stay); the layout's own, alone. */
const withErrorPage = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteError /> });

/** The route table of spec §2. Who may open what is decided by RouteGuard (spec §6), not here. */
export const routes: RouteObject[] = [
  {
    // Shown while the first page's chunk arrives (the layout comes with it).
    HydrateFallback: () => null,
    element: (
      <SessionProvider>
        <Layout />
      </SessionProvider>
    ),
    errorElement: <RouteError />,
    children: (
      [
        { path: '/', lazy: page('MainPage', ['main', 'searchbar']) },
        { path: '/search', lazy: page('SearchResult', ['searchbar', 'search', 'lodging']) },
        { path: '/hotel/:id', lazy: page('HotelDetail', ['searchbar', 'lodging', 'stay']) },
        { path: '/login', lazy: page('Login', ['account']) },
        { path: '/register', lazy: page('Register', ['account', 'legal']) },
        { path: '/register-success', lazy: page('RegisterSuccess', ['account']) },
        { path: '/manager-register', lazy: page('ManagerRegister', ['account']) },
        { path: '/manager-pending', lazy: page('ManagerPending') },
        { path: '/manager-login', lazy: page('ManagerLogin', ['account']) },
        { path: '/landmark/:id', lazy: page('LandmarkDetail', ['places', 'lodging', 'search']) },
        { path: '/heritage/:id', lazy: page('HeritageDetail', ['places']) },
        { path: '/terms', lazy: page('TermsOfService', ['legal']) },
        { path: '/privacy', lazy: page('PrivacyPolicy', ['legal']) },
        { path: '/accommodations', lazy: page('AccommodationList', ['searchbar', 'search', 'places', 'lodging']) },
        { path: '/landmarks', lazy: page('LandmarkList', ['places']) },
        { path: '/heritage', lazy: page('HeritageList', ['places']) },
        { path: '/kakao/callback', lazy: page('KakaoCallback', ['account']) },
        { path: '/google/callback', lazy: page('GoogleCallback', ['account']) },
        { path: '/password-reset', lazy: page('PasswordReset', ['account']) },
        // The guest checkout returns to /payment/success and /payment/fail (spec §2).
        { path: '/payment-fail', lazy: page('PaymentFail', ['checkout']) },
        { path: '/payment/fail', lazy: page('PaymentFail', ['checkout']) },
        { path: '/payment-callback', lazy: page('PaymentCallback', ['checkout']) },
        { path: '/payment/success', lazy: page('PaymentCallback', ['checkout']) },
        { path: '/payment-success', lazy: page('PaymentSuccess', ['checkout', 'booking', 'stay']) },
        { path: '/booking-detail', lazy: page('GuestBookingDetail', ['booking', 'stay']) },
        { path: '/guest/booking/:orderId', lazy: page('GuestBookingDetail', ['booking', 'stay']) },
        { path: '/inquiry', lazy: page('InquiryList', ['account']) },
        { path: '/inquiry/create', lazy: page('InquiryCreate', ['account']) },
        { path: '/inquiry/:id', lazy: page('InquiryDetail', ['account']) },
        { path: '/inquiries/board', lazy: page('InquiryBoard', ['account']) },
        { path: '/mypage', lazy: page('UserMypage', ['account', 'booking', 'stay']) },
        { path: '/wishlist', lazy: page('Wishlist', ['account', 'search', 'lodging']) },
        { path: '/booking-check', lazy: page('BookingCheck', ['booking']) },
        { path: '/checkout', lazy: page('Checkout', ['checkout', 'legal']) },
        { path: '/checkout-guest', lazy: page('CheckoutGuest', ['checkout', 'legal']) },
        // The consoles keep their own sections below these paths (spec §2: not shown).
        { path: '/manager/*', lazy: page('HotelManager', ['stay']) },
        { path: '/admin/*', lazy: page('AdminDashboard', ['account', 'lodging']) },
        { path: '*', lazy: page('NotFound') },
      ] satisfies RouteObject[]
    ).map(withErrorPage),
  },
];

/** The router of a page in `locale`: translated pages live below their prefix (`/en/hotel/3`). */
export const createAppRouter = (basename?: string) => createBrowserRouter(routes, { basename });
