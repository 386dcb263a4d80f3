import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { ApproxSlot } from '../features/hotels/approx-slot';
import { checkDetailParams } from '../features/hotels/detail-params';
import { alertBox, HotelDetailView } from '../features/hotels/HotelDetailView';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { useWishlistToggle } from '../features/wishlist/use-wishlist-toggle';
import { defaultStay, readStayQuery } from '../lib/stay-query';
import { NotFound } from './NotFound';

/** The largest id a lodging can have (a PostgreSQL integer). */
const MAX_LODGING_ID = 2_147_483_647;

/** A lodging's id as its URL may spell it: a positive integer, no sign, no leading zero, no fraction. */
function isLodgingId(id: string | undefined): id is string {
  return !!id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_LODGING_ID;
}

/** /hotel/{id}?region&startDate&endDate&rooms&persons (spec §2, rules of §5). */
export function HotelDetail() {
  const { id } = useParams();
  const spec = useSpecMessages();
  // No lodging can have that address: the site's not-found page, and a 404 from the server render.
  if (!isLodgingId(id)) return <NotFound message={spec.invalidHotel} />;
  return <LodgingDetail id={id} />;
}

function LodgingDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  // A price's approximate amount in the visitor's currency, on its own line under the won amount.
  const approx = useCallback((won: number) => <ApproxAmount won={won} locale={locale} className="block" />, [locale]);
  const spec = useSpecMessages();
  // A bare lodging link (shared, canonical, in the sitemap) shows tonight's stay; a stay in the URL is checked.
  const checked = checkDetailParams(id, params.toString() === '' ? defaultStay() : readStayQuery(params), spec);
  const wishlist = useWishlistToggle(checked.ok ? checked.stay : null);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {!checked.ok ? (
        <p role="alert" className={alertBox}>
          <PageTitle title={t('lodging.page.title')} />
          {checked.message}
        </p>
      ) : (
        <>
          {checked.notices.map((notice) => (
            <p
              key={notice}
              role="alert"
              className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800"
            >
              {t('lodging.page.adjusted', { notice })}
            </p>
          ))}
          <ApproxSlot value={approx}>
            <HotelDetailView
              key={`${checked.id}?${params.toString()}`}
              id={checked.id}
              stay={checked.stay}
              wishlist={wishlist}
            />
          </ApproxSlot>
        </>
      )}
    </div>
  );
}
