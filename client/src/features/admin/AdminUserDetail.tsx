import { useQuery } from '@apollo/client/react';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { formatMonthDay } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { formatPhone } from '@shim/common/validation';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AdminUserDetailDocument, type AdminUserDetailQuery } from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { formatInstantDate } from '../../lib/korean-date';
import { ConsoleTable, SectionHeader, tableClass } from './admin-ui';

type Member = AdminUserDetailQuery['adminUser'];
type MemberCoupon = Member['coupons']['edges'][number]['node'];

const ROLE_LABELS: Record<string, string> = {
  ROLE_USER: '일반 회원',
  ROLE_MANAGER: '숙소 관리자',
  ROLE_PENDING: '관리자 신청',
  ROLE_ADMIN: '사이트 관리자',
};
const STATUS_LABELS: Record<string, string> = { ACTIVE: '이용 중', PENDING_APPROVAL: '승인 대기' };
const SOCIAL_LABELS: Record<string, string> = { kakao: '카카오', google: '구글' };
const INQUIRY_LABELS: Record<string, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

/** 회원 상세 (/admin/users/:id): the account as the list shows it, its bookings, coupons, inquiries and reviews. */
export function AdminUserDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(AdminUserDetailDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const member = data?.adminUser;
  const failure = !valid
    ? MESSAGES.userNotFound
    : error && !member
      ? failureMessage(error, ADMIN_MESSAGES.adminLoadFailed)
      : null;

  return (
    <div className="space-y-8">
      <Link to="/admin/users" className="text-sm font-medium text-brand-700 hover:underline">
        ← 회원 관리
      </Link>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-10 text-center text-sm text-red-700">
          {failure}
        </p>
      )}
      {!failure && !member && loading && <p className="py-16 text-center text-sm text-stone-500">불러오는 중…</p>}
      {member && <MemberView member={member} />}
    </div>
  );
}

function MemberView({ member }: { member: Member }) {
  const reservations = member.reservations.edges.map((edge) => edge.node);
  const coupons = member.coupons.edges.map((edge) => edge.node);
  const inquiries = member.inquiries.edges.map((edge) => edge.node);
  const manager = member.role === 'ROLE_MANAGER' || member.role === 'ROLE_PENDING';

  return (
    <>
      <SectionHeader title={`${member.name}님`} />
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr_8rem_1fr]">
        <Fact label="이메일">{member.email ?? '-'}</Fact>
        <Fact label="휴대폰">{member.phone ? formatPhone(member.phone) : '-'}</Fact>
        <Fact label="구분">{ROLE_LABELS[member.role] ?? member.role}</Fact>
        <Fact label="상태">{STATUS_LABELS[member.accountStatus] ?? member.accountStatus}</Fact>
        <Fact label="가입일">{member.createdAt ? formatInstantDate(member.createdAt) : '-'}</Fact>
        <Fact label="소셜 로그인">{member.social ? (SOCIAL_LABELS[member.social] ?? member.social) : '-'}</Fact>
        {manager && <Fact label="회사명">{member.companyName ?? '-'}</Fact>}
        {manager && <Fact label="사업자 등록번호">{member.businessNumber ?? '-'}</Fact>}
        <Fact label="작성한 리뷰">{`${member.reviewCount}개`}</Fact>
      </dl>

      <section aria-labelledby="member-bookings">
        <h2 id="member-bookings" className="text-lg font-bold text-stone-900">
          {`예약 ${member.reservations.totalCount}건`}
        </h2>
        <ConsoleTable
          columns={['예약번호', '숙소', '숙박일', '상태', { label: '결제 금액', right: true }]}
          loading={false}
          error={false}
          empty={reservations.length === 0}
          emptyText="예약이 없습니다."
        >
          {reservations.map((booking) => (
            <tr key={booking.id}>
              <td className={`${tableClass.td} font-mono text-xs`}>{booking.bookingNumber}</td>
              <td className={tableClass.td}>{booking.hotel.name}</td>
              <td className={`${tableClass.td} whitespace-nowrap`}>
                {`${formatMonthDay(booking.checkIn)} – ${formatMonthDay(booking.checkOut)} · ${booking.nights}박`}
              </td>
              <td className={tableClass.td}>{booking.statusLabel}</td>
              <td className={`${tableClass.td} text-right`}>
                {formatWon(booking.payment.totalAmount)}
                {booking.payment.canceledAmount > 0 && (
                  <span className="block text-xs text-stone-500">{`환불 ${formatWon(booking.payment.canceledAmount)}`}</span>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
        <Newest shown={reservations.length} total={member.reservations.totalCount} />
      </section>

      <section aria-labelledby="member-coupons">
        <h2 id="member-coupons" className="text-lg font-bold text-stone-900">
          {`쿠폰 ${member.coupons.totalCount}장`}
        </h2>
        <ConsoleTable
          columns={['쿠폰', '할인', '발급일', '사용 기한', '상태']}
          loading={false}
          error={false}
          empty={coupons.length === 0}
          emptyText="발급된 쿠폰이 없습니다."
        >
          {coupons.map((held) => (
            <tr key={held.id}>
              <td className={tableClass.td}>{held.coupon.name}</td>
              <td className={tableClass.td}>
                {held.coupon.type === 'PERCENT' ? `${held.coupon.discount}%` : formatWon(held.coupon.discount)}
              </td>
              <td className={tableClass.td}>{formatInstantDate(held.issuedAt)}</td>
              <td className={tableClass.td}>{held.expiryDate ? formatMonthDay(held.expiryDate) : '기한 없음'}</td>
              <td className={tableClass.td}>{couponState(held)}</td>
            </tr>
          ))}
        </ConsoleTable>
        <Newest shown={coupons.length} total={member.coupons.totalCount} />
      </section>

      <section aria-labelledby="member-inquiries">
        <h2 id="member-inquiries" className="text-lg font-bold text-stone-900">
          {`문의 ${member.inquiries.totalCount}건`}
        </h2>
        <ConsoleTable
          columns={['제목', '상태', '작성일']}
          loading={false}
          error={false}
          empty={inquiries.length === 0}
          emptyText="문의가 없습니다."
        >
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id}>
              <td className={tableClass.td}>
                <Link to={`/admin/inquiries?open=${inquiry.id}`} className="text-brand-700 hover:underline">
                  {inquiry.title}
                </Link>
              </td>
              <td className={tableClass.td}>{INQUIRY_LABELS[inquiry.status] ?? inquiry.status}</td>
              <td className={tableClass.td}>{formatInstantDate(inquiry.createdAt)}</td>
            </tr>
          ))}
        </ConsoleTable>
        <Newest shown={inquiries.length} total={member.inquiries.totalCount} />
      </section>
    </>
  );
}

/** Each list shows its newest rows (the page's query stays within the API's cost limit); the heading has the total. */
function Newest({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return <p className="mt-2 text-xs text-stone-500">{`최근 ${shown}건만 보여 드려요 (전체 ${total}건).`}</p>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </>
  );
}

/** 보유 (usable), 사용 (with its day), 만료 (unused past its last day). */
function couponState(coupon: MemberCoupon): string {
  if (coupon.usedAt) return `사용 (${formatInstantDate(coupon.usedAt)})`;
  return coupon.isExpired ? '만료' : '보유';
}
