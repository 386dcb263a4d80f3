import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { MESSAGES } from '@shim/common/messages';
import { field, idList, type RestRouter } from '../../platform/rest';
import { restFields, roleFilter } from '../../platform/rest-fields';
import * as users from './user.service';

/** Member info and phone (spec §7 Member) and the admin's user calls (spec §7 Admin). */
export function userRoutes(api: RestRouter): void {
  api.get('/users/info', 'authenticated', (ctx) => users.myInfo(ctx));

  api.put('/users/phone', 'authenticated', async (ctx, req) => {
    const info = await users.updateMyPhone(ctx, field.string(req.body?.phone));
    return { message: MESSAGES.phoneSaved, phone: info.phone };
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
}
