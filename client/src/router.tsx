import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './app/Layout';
import { RouteError } from './app/RouteError';
import { SessionProvider } from './app/SessionProvider';

type PageModule = Record<string, ComponentType>;

/** Each page module, loaded on demand: the bundler gives each its own chunk. */
const pageModules = import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.test.tsx']);

/** A lazy route's loader, naming its page (pages/<name>.tsx exporting <name>) for client tests (render-app). */
export type PageLoader = (() => Promise<{ Component: ComponentType }>) & { page: string };

/**
 * A route whose page loads on first visit: member pages, the manager and admin consoles and every other
 * page stay out of the main page's first load (docs/performance.md).
 */
function page(name: string): PageLoader {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`router: no page ${name}`);
  return Object.assign(async () => ({ Component: (await load())[name]! }), { page: name });
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
        { path: '/', lazy: page('MainPage') },
        { path: '/search', lazy: page('SearchResult') },
        { path: '/hotel/:id', lazy: page('HotelDetail') },
        { path: '/login', lazy: page('Login') },
        { path: '/register', lazy: page('Register') },
        { path: '/register-success', lazy: page('RegisterSuccess') },
        { path: '/manager-register', lazy: page('ManagerRegister') },
        { path: '/manager-pending', lazy: page('ManagerPending') },
        { path: '/manager-login', lazy: page('ManagerLogin') },
        { path: '/landmark/:id', lazy: page('LandmarkDetail') },
        { path: '/heritage/:id', lazy: page('HeritageDetail') },
        { path: '/terms', lazy: page('TermsOfService') },
        { path: '/privacy', lazy: page('PrivacyPolicy') },
        { path: '/accommodations', lazy: page('AccommodationList') },
        { path: '/landmarks', lazy: page('LandmarkList') },
        { path: '/heritage', lazy: page('HeritageList') },
        { path: '/kakao/callback', lazy: page('KakaoCallback') },
        { path: '/google/callback', lazy: page('GoogleCallback') },
        { path: '/password-reset', lazy: page('PasswordReset') },
        // The guest checkout returns to /payment/success and /payment/fail (spec §2).
        { path: '/payment-fail', lazy: page('PaymentFail') },
        { path: '/payment/fail', lazy: page('PaymentFail') },
        { path: '/payment-callback', lazy: page('PaymentCallback') },
        { path: '/payment/success', lazy: page('PaymentCallback') },
        { path: '/payment-success', lazy: page('PaymentSuccess') },
        { path: '/booking-detail', lazy: page('GuestBookingDetail') },
        { path: '/guest/booking/:orderId', lazy: page('GuestBookingDetail') },
        { path: '/inquiry', lazy: page('InquiryList') },
        { path: '/inquiry/create', lazy: page('InquiryCreate') },
        { path: '/inquiry/:id', lazy: page('InquiryDetail') },
        { path: '/inquiries/board', lazy: page('InquiryBoard') },
        { path: '/mypage', lazy: page('UserMypage') },
        { path: '/wishlist', lazy: page('Wishlist') },
        { path: '/booking-check', lazy: page('BookingCheck') },
        { path: '/checkout', lazy: page('Checkout') },
        { path: '/checkout-guest', lazy: page('CheckoutGuest') },
        // The consoles keep their own sections below these paths (spec §2: not shown).
        { path: '/manager/*', lazy: page('HotelManager') },
        { path: '/admin/*', lazy: page('AdminDashboard') },
        { path: '*', lazy: page('NotFound') },
      ] satisfies RouteObject[]
    ).map(withErrorPage),
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
