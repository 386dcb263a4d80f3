import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { BookingCheckForm } from '../features/guest-booking/BookingCheckForm';

/** /booking-check: open to everyone, it is how a guest finds a booking (spec §2; docs/decisions/client.md). */
export function BookingCheck() {
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  return (
    <section className="mx-auto max-w-md px-4 py-14">
      <PageTitle title="예약 확인" />
      <h1 className="text-2xl font-extrabold text-stone-900">비회원 예약 조회</h1>
      <p className="mb-6 mt-2 text-sm text-stone-600">
        결제 완료 화면과 문자로 받은 예약번호(예: 7K4Q-9XMT-Q2RA)와 예약할 때 입력한 휴대폰 번호로 예약을 확인할 수
        있습니다.
      </p>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {/* `bookingNumber` from our links and messages; `orderId` from older ones. */}
        <BookingCheckForm initialOrderId={params.get('bookingNumber') ?? params.get('orderId') ?? ''} notice={notice} />
      </div>
    </section>
  );
}
