import { formatPhone } from '@shim/common/validation';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { MESSAGES } from '@shim/common/messages';
import { field, idList, type RestRouter } from '../../platform/rest';
import { todayInSeoul } from '@shim/common/dates';
import { restFields, roleFilter } from '../../platform/rest-fields';
import { sendSpreadsheet, sheetOf, type Cell } from '../../platform/spreadsheets';
import * as users from './user.service';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { withdrawMyAccount } from './account-deletion.service';
import type { AdminUserRow } from './user.service';

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
  휴대폰: (row) => (row.phone ? formatPhone(row.phone) : row.phone),
  구분: (row) => ROLE_LABELS[row.role] ?? row.role,
  회사명: (row) => row.companyName,
  사업자등록번호: (row) => row.businessNumber,
  소셜로그인: (row) => row.social,
  가입일: (row) => todayInSeoul(row.createdAt),
};

/** Member info and phone (spec §7 Member) and the admin's user calls (spec §7 Admin). */
export function userRoutes(api: RestRouter): void {
  api.get('/users/info', 'authenticated', (ctx) => users.myInfo(ctx));

  api.put('/users/phone', 'authenticated', async (ctx, req) => {
    const info = await users.updateMyPhone(ctx, field.string(req.body?.phone));
    return { message: MESSAGES.phoneSaved, phone: info.phone };
  });

  // 회원 탈퇴 (docs/decisions/privacy.md): POST, since DELETE bodies are dropped by some clients and proxies.
  api.post('/users/withdraw', ['ROLE_USER'], async (ctx, req) => {
    await withdrawMyAccount(ctx, {
      password: field.optionalString(req.body?.password),
      confirmation: field.optionalString(req.body?.confirmation),
    });
    return { message: ACCOUNT_MESSAGES.withdrawn };
  });

  api.get('/admin/users', ['ROLE_ADMIN'], async (ctx, req) => {
    const rows = await users.listUsers(ctx, {
      role: roleFilter(req.query.role),
      searchQuery: restFields(req.query).optionalString('searchQuery'),
    });
    return rows.map(({ id, name, email, phone, role, companyName, businessNumber, social, createdAt }) => ({
      id,
      name,
      email,
      phone,
      role,
      companyName,
      businessNumber,
      social,
      createdAt: createdAt.toISOString(),
    }));
  });

  // Approve-all and reject-all of the approval screen: the ids the administrator saw, all or none.
  api.post('/admin/users/approve-all', ['ROLE_ADMIN'], async (ctx, req) => {
    const count = await users.decideManagers(ctx, 'approve', idList(req.body?.ids));
    return { message: ADMIN_MESSAGES.managersApproved, count };
  });

  api.post('/admin/users/reject-all', ['ROLE_ADMIN'], async (ctx, req) => {
    const count = await users.decideManagers(ctx, 'reject', idList(req.body?.ids));
    return { message: ADMIN_MESSAGES.managersRejected, count };
  });

  api.post('/admin/users/:id/approve', ['ROLE_ADMIN'], async (ctx, req) => {
    await users.approveManager(ctx, Number(req.params.id));
    return { message: MESSAGES.managerApproved };
  });

  api.delete('/admin/users/:id', ['ROLE_ADMIN'], async (ctx, req) => {
    await users.deleteUser(ctx, Number(req.params.id));
    return { message: MESSAGES.userDeleted };
  });

  api.get('/admin/users/export.xlsx', ['ROLE_ADMIN'], (ctx, req, res) =>
    sendSpreadsheet(ctx, res, { fileName: 'users.xlsx', fallbackName: 'users.xlsx' }, async () => {
      const filter = {
        role: roleFilter(req.query.role),
        searchQuery: restFields(req.query).optionalString('searchQuery'),
      };
      return sheetOf('회원', USER_COLUMNS, await users.listUsers(ctx, filter), { 가입일: 'date' });
    }),
  );
}
