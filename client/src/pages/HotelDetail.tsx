import { MESSAGES } from '@shim/common/messages';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { checkDetailParams } from '../features/hotels/detail-params';
import { alertBox, HotelDetailView } from '../features/hotels/HotelDetailView';
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
  // No lodging can have that address: the site's not-found page, and a 404 from the server render.
  if (!isLodgingId(id)) return <NotFound message={MESSAGES.invalidHotel} />;
  return <LodgingDetail id={id} />;
}

function LodgingDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  // A bare lodging link (shared, canonical, in the sitemap) shows tonight's stay; a stay in the URL is checked.
  const checked = checkDetailParams(id, params.toString() === '' ? defaultStay() : readStayQuery(params));
  const wishlist = useWishlistToggle(checked.ok ? checked.stay : null);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {!checked.ok ? (
        <p role="alert" className={alertBox}>
          <PageTitle title="숙소 상세" />
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
              {`${notice} 가능한 값으로 조정했어요.`}
            </p>
          ))}
          <HotelDetailView
            key={`${checked.id}?${params.toString()}`}
            id={checked.id}
            stay={checked.stay}
            wishlist={wishlist}
          />
        </>
      )}
    </div>
  );
}
