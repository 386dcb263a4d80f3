import { useQuery } from '@apollo/client/react';
import { todayInSeoul } from '@shim/common/dates';
import { translateMessage } from '@shim/common/message-locales';
import { detailProblem, nightsBetween, type StayCriteria } from '@shim/common/stay';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FormNotice } from '../components/FormNotice';
import { PriceNoteProvider, type PriceNoteRender } from '../components/PriceNote';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { PageTitle } from '../components/PageTitle';
import { MyWishlistDocument } from '../gql/graphql';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { codeOf } from '../lib/errors';
import { StayBar } from '../features/wishlist/StayBar';
import { useWishlistToggle } from '../features/wishlist/use-wishlist-toggle';
import { WishlistCard } from '../features/wishlist/WishlistCard';
import { hotelPath, readStay } from '../features/wishlist/wishlist-stay';

/** A member keeps a handful of lodgings: the page shows the first hundred (the connection's largest page). */
const WISHLIST_PAGE = 100;

/** The member's wishlist (spec §2) priced for the stay in the bar. */
export function Wishlist() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const messages = useSpecMessages();
  const today = todayInSeoul();
  const stay = readStay(params, today);
  const problem = detailProblem(stay, today);
  // The rule answers in the catalogue's Korean words: said again in the page's language.
  const problemText = problem && translateMessage(problem, locale);
  // The hearts elsewhere keep this list in the cache (features/wishlist/wishlist-cache.ts): no refetch.
  const { data, loading, error } = useQuery(MyWishlistDocument, {
    variables: { stay: problem ? null : stay, first: WISHLIST_PAGE },
  });
  const wishlist = useWishlistToggle(problem ? null : stay);
  const failure = wishlist.message;
  const hotels = data?.myWishlist.edges.map((edge) => edge.node) ?? [];

  const change = (next: StayCriteria) =>
    setParams(
      {
        startDate: next.startDate,
        endDate: next.endDate,
        rooms: String(next.rooms),
        persons: String(next.persons),
      },
      { replace: true },
    );

  const unwish = (hotelId: number) => wishlist.toggle({ id: hotelId, wishlisted: true });

  // Each card's won price is followed by its approximate amount in the visitor's currency.
  const approx = useCallback<PriceNoteRender>(
    (won, className) => <ApproxAmount won={won} locale={locale} className={className} />,
    [locale],
  );

  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? messages.wishlistLoadFailed : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t('search.wishlist.title')} />
      <h1 className="text-2xl font-bold">{t('search.wishlist.title')}</h1>
      <div className="mt-6">
        <StayBar stay={stay} today={today} onChange={change} />
      </div>
      <div className="mt-3">
        <FormNotice
          notice={
            problemText ? { text: problemText, tone: 'error' } : failure ? { text: failure, tone: 'error' } : null
          }
        />
      </div>
      {loading && !data ? (
        <p className="py-16 text-center text-sm text-stone-500">{t('search.wishlist.loading')}</p>
      ) : loadError ? (
        <p role="alert" className="py-16 text-center text-sm text-red-700">
          {loadError}
        </p>
      ) : hotels.length === 0 ? (
        <p className="py-16 text-center text-stone-500">{t('search.wishlist.empty')}</p>
      ) : (
        <PriceNoteProvider value={approx}>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {hotels.map((hotel) => (
              <WishlistCard
                key={hotel.id}
                hotel={hotel}
                nights={problem ? 1 : nightsBetween(stay.startDate, stay.endDate)}
                to={hotelPath(hotel.id, hotel.region, stay)}
                onRemove={() => void unwish(hotel.id)}
              />
            ))}
          </ul>
        </PriceNoteProvider>
      )}
    </section>
  );
}
