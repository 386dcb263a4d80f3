import { useParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { HotelDecisionBar } from '../features/admin/HotelDecisionBar';
import { LodgingPreview } from '../features/hotels/LodgingPreview';
import { NotFound } from './NotFound';

/** /admin/approvals/hotels/:id: a lodging as guests would see it, approved or rejected from here. */
export function AdminHotelPreview() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <div className="max-w-4xl">
      <PageTitle title="숙소 미리보기" />
      <h1 className="sr-only">숙소 미리보기</h1>
      <LodgingPreview id={id} actions={(hotel) => <HotelDecisionBar hotel={hotel} />} />
    </div>
  );
}
