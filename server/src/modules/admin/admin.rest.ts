import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import type { Request } from 'express';
import { todayInSeoul } from '@shim/common/dates';
import { HOTEL_STATUS_LABELS } from '@shim/common/hotel-status';
import { LODGING_TYPES } from '@shim/common/lodging';
import { field, idList, type RestRouter } from '../../platform/rest';
import { restFields, roleFilter } from '../../platform/rest-fields';
import { sendSpreadsheet, sheetOf, type Cell } from '../../platform/spreadsheets';
import * as users from '../users/user.service';
import type { AdminUserRow } from '../users/user.service';
import * as coupons from './admin-coupon.service';
import * as hotels from './admin-hotel.service';
import type { AdminHotelRow } from './admin-hotel.service';

/** The REST lists' size: one console screen; GraphQL pages further through its connections. */
const REST_LIST_LIMIT = 1000;

/** `types=HOTEL,MOTEL` or `types=HOTEL&types=MOTEL` (also `type`), as GraphQL enum keys. */
function typeList(req: Request): string[] | undefined {
  const raw = restFields(req.query).value('lodgingTypes');
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',') : [],
  );
  const keys = values.map((value) => value.trim()).filter(Boolean);
  // The REST spelling (`Tourist Hotel`) is accepted as well as the key (`TOURIST_HOTEL`).
  return keys.length
    ? keys.map((value) => Object.entries(LODGING_TYPES).find(([, type]) => type.rest === value)?.[0] ?? value)
    : undefined;
}

function hotelFilter(req: Request) {
  const query = restFields(req.query);
  return {
    searchQuery: query.optionalString('searchQuery'),
    types: typeList(req),
    status: field.optionalString(req.query.status)?.toUpperCase(),
    limit: REST_LIST_LIMIT,
  };
}

const hotelJson = (row: AdminHotelRow) => ({
  hId: row.id,
  hid: row.id,
  hName: row.name,
  hname: row.name,
  type: LODGING_TYPES[row.type].rest,
  region: row.region,
  address: row.address,
  status: HOTEL_STATUS_LABELS[row.status],
  active: row.active,
  managerName: row.managerName,
  monthlyRevenue: row.monthlyRevenue,
  // The old client formats it with toFixed(1): no reviews is 0, as its COALESCE(AVG, 0.0) sent.
  averageRating: row.averageRating ?? 0,
  bookingCount: row.bookingCount,
});

const HOTEL_COLUMNS: Record<string, (row: AdminHotelRow) => Cell> = {
  번호: (row) => row.id,
  숙소명: (row) => row.name,
  유형: (row) => LODGING_TYPES[row.type].label,
  지역: (row) => row.region,
  주소: (row) => row.address,
  승인상태: (row) => HOTEL_STATUS_LABELS[row.status],
  노출: (row) => (row.active ? '노출' : '숨김'),
  '이번 달 매출(원)': (row) => row.monthlyRevenue,
  평균평점: (row) => row.averageRating,
  예약수: (row) => row.bookingCount,
  관리자: (row) => row.managerName,
};

const ROLE_LABELS: Record<string, string> = {
  ROLE_USER: '일반회원',
  ROLE_MANAGER: '숙소 관리자',
  ROLE_PENDING: '승인 대기',
  ROLE_ADMIN: '사이트 관리자',
};

const USER_COLUMNS: Record<string, (row: AdminUserRow) => Cell> = {
  번호: (row) => row.id,
  이름: (row) => row.name,
  이메일: (row) => row.email,
  휴대폰: (row) => row.phone,
  구분: (row) => ROLE_LABELS[row.role] ?? row.role,
  회사명: (row) => row.companyName,
  사업자등록번호: (row) => row.businessNumber,
  소셜로그인: (row) => row.social,
  가입일: (row) => todayInSeoul(row.createdAt),
};

/** Spec §7 Admin: lodging approval and visibility, coupon types and issued coupons, the lodging export. */
export function adminRoutes(api: RestRouter): void {
  api.get('/admin/hotels/all', ['ROLE_ADMIN'], async (ctx, req) =>
    (await hotels.adminHotels(ctx, hotelFilter(req))).map(hotelJson),
  );

  api.get('/admin/hotels/export.xlsx', ['ROLE_ADMIN'], (ctx, req, res) =>
    sendSpreadsheet(ctx, res, { fileName: 'hotels.xlsx', fallbackName: 'hotels.xlsx' }, async () =>
      sheetOf('숙소', HOTEL_COLUMNS, await hotels.adminHotels(ctx, hotelFilter(req))),
    ),
  );

  api.get('/admin/users/export.xlsx', ['ROLE_ADMIN'], (ctx, req, res) =>
    sendSpreadsheet(ctx, res, { fileName: 'users.xlsx', fallbackName: 'users.xlsx' }, async () => {
      const filter = {
        role: roleFilter(req.query.role),
        searchQuery: restFields(req.query).optionalString('searchQuery'),
      };
      return sheetOf('회원', USER_COLUMNS, await users.listUsers(ctx, filter));
    }),
  );

  api.post('/admin/hotels/approve-all', ['ROLE_ADMIN'], async (ctx, req) => ({
    message: ADMIN_MESSAGES.hotelsApproved,
    count: await hotels.decideHotels(ctx, 'approve', idList(req.body?.ids)),
  }));

  api.post('/admin/hotels/reject-all', ['ROLE_ADMIN'], async (ctx, req) => ({
    message: ADMIN_MESSAGES.hotelsRejected,
    count: await hotels.decideHotels(ctx, 'reject', idList(req.body?.ids), req.body?.reason),
  }));

  api.post('/admin/hotels/approve/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await hotels.decideHotel(ctx, Number(req.params.id), 'approve');
    return { message: ADMIN_MESSAGES.hotelApproved };
  });

  api.post('/admin/hotels/reject/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await hotels.decideHotel(ctx, Number(req.params.id), 'reject', req.body?.reason);
    return { message: ADMIN_MESSAGES.hotelRejected };
  });

  api.put('/admin/hotels/:id/status', ['ROLE_ADMIN'], async (ctx, req) => {
    const active = await hotels.setHotelVisibility(ctx, Number(req.params.id), req.body?.active);
    return { message: ADMIN_MESSAGES.hotelStatusChanged, active };
  });

  api.get('/admin/coupons', ['ROLE_ADMIN'], async (ctx) =>
    (await coupons.couponTypes(ctx)).map(({ id, name, type, discountValue, expiryDate, issuedCount, system }) => ({
      id,
      name,
      type,
      discountValue,
      expiryDate,
      issuedCount,
      system,
    })),
  );

  api.post('/admin/coupons', ['ROLE_ADMIN'], async (ctx, req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const created = await coupons.createCouponType(ctx, {
      name: body.name,
      type: body.type,
      value: restFields(body).value('discountValue'),
      expiryDate: body.expiryDate,
    });
    const { systemKey: _systemKey, ...json } = created;
    return json;
  });

  api.delete('/admin/coupons/issued/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await coupons.withdrawCoupon(ctx, Number(req.params.id));
    return { message: ADMIN_MESSAGES.issuedCouponDeleted };
  });

  api.delete('/admin/coupons/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await coupons.deleteCouponType(ctx, Number(req.params.id));
    return { message: ADMIN_MESSAGES.couponTypeDeleted };
  });

  api.post('/admin/coupons/issue', ['ROLE_ADMIN'], async (ctx, req) => {
    await coupons.issueCoupon(ctx, field.integer(req.body?.userId), field.integer(req.body?.couponId));
    return { message: ADMIN_MESSAGES.couponIssued };
  });

  api.post('/admin/coupons/issue-all', ['ROLE_ADMIN'], async (ctx, req) => ({
    message: ADMIN_MESSAGES.couponIssuedAll,
    count: await coupons.issueCouponToAll(ctx, field.integer(req.body?.couponId)),
  }));

  api.get('/admin/coupons/issued', ['ROLE_ADMIN'], async (ctx) =>
    (await coupons.issuedCoupons(ctx, { limit: REST_LIST_LIMIT })).map((row) => ({
      userCouponId: row.userCouponId,
      userId: row.userId,
      userName: row.userName,
      userEmail: row.userEmail,
      couponId: row.couponId,
      couponName: row.couponName,
      issuedAt: row.issuedAt.toISOString(),
      used: row.usedAt !== null,
    })),
  );
}
