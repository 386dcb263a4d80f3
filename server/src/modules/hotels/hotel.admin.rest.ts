import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import type { Request } from 'express';
import { HOTEL_STATUS_LABELS } from '@shim/common/hotel-status';
import { LODGING_TYPES } from '@shim/common/lodging';
import { field, idList, REST_LIST_LIMIT, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { sendSpreadsheet, sheetOf, type Cell } from '../../platform/spreadsheets';
import * as hotels from './admin-hotel.service';
import type { AdminHotelRow } from './admin-hotel.service';

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

/** Spec §7 Admin: lodging approval and visibility, the lodging list and its export. */
export function hotelAdminRoutes(api: RestRouter): void {
  api.get('/admin/hotels/all', ['ROLE_ADMIN'], async (ctx, req) =>
    (await hotels.adminHotels(ctx, hotelFilter(req))).map(hotelJson),
  );

  api.get('/admin/hotels/export.xlsx', ['ROLE_ADMIN'], (ctx, req, res) =>
    sendSpreadsheet(ctx, res, { fileName: 'hotels.xlsx', fallbackName: 'hotels.xlsx' }, async () =>
      sheetOf('숙소', HOTEL_COLUMNS, await hotels.adminHotels(ctx, hotelFilter(req)), {
        '이번 달 매출(원)': 'won',
        예약수: 'count',
      }),
    ),
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
}
