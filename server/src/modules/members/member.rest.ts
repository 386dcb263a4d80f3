import type { RestRouter } from '../../platform/rest';
import * as members from './member.service';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** 회원 상세 (the administrator's member page): the same content as GraphQL `adminUser` and its fields. */
export function memberRoutes(api: RestRouter): void {
  // Registered after the users' routes: `/admin/users/export.xlsx` is theirs.
  api.get('/admin/users/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    const detail = await members.memberDetail(ctx, Number(req.params.id));
    const { user } = detail;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      status: detail.status,
      companyName: user.companyName,
      businessNumber: user.businessNumber,
      social: user.social,
      createdAt: user.createdAt.toISOString(),
      reviewCount: detail.reviewCount,
      reservations: detail.reservations.map((reservation) => ({
        reservationId: reservation.reservationId,
        bookingNumber: reservation.bookingNumber,
        orderId: reservation.orderId,
        hotelId: reservation.hotelId,
        hotelName: reservation.hotelName,
        roomType: reservation.roomType,
        checkIn: reservation.checkIn,
        checkOut: reservation.checkOut,
        status: reservation.status,
        statusLabel: reservation.statusLabel,
        totalAmount: reservation.totalAmount,
        canceledAmount: reservation.canceledAmount,
        createdAt: reservation.createdAt.toISOString(),
      })),
      coupons: detail.coupons.map((coupon) => ({
        userCouponId: coupon.userCouponId,
        couponId: coupon.couponId,
        name: coupon.couponName,
        type: coupon.couponType,
        discount: coupon.discountValue,
        expiryDate: coupon.lastDay,
        state: coupon.state,
        issuedAt: coupon.issuedAt.toISOString(),
        usedAt: iso(coupon.usedAt),
      })),
      inquiries: detail.inquiries.map((inquiry) => ({
        id: inquiry.id,
        title: inquiry.title,
        // As the REST inquiry list says it: a waiting inquiry is PENDING.
        status: inquiry.status === 'WAITING' ? 'PENDING' : inquiry.status,
        createdAt: inquiry.createdAt.toISOString(),
        answeredAt: iso(inquiry.answeredAt),
      })),
    };
  });
}
