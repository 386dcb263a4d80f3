import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import type { Role } from '@shim/common/roles';
import { REST_LIST_LIMIT, type RestRouter } from '../../platform/rest';
import * as keys from './api-key.service';

/** The API keys' REST twins: the same service as GraphQL, under the administrator's and the manager's paths. */
export function apiKeyRoutes(api: RestRouter): void {
  const consoles: Array<[string, Role]> = [
    ['/admin/api-keys', 'ROLE_ADMIN'],
    ['/manager/api-keys', 'ROLE_MANAGER'],
  ];
  for (const [path, role] of consoles) {
    api.post(path, [role], async (ctx, req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return issued(await keys.issueKey(ctx, body));
    });

    api.get(path, [role], async (ctx) => {
      const rows = await keys.listKeys(ctx, { beforeId: null, limit: REST_LIST_LIMIT });
      const usage = await keys.usageOfKeys(
        ctx,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...shown(row),
        usage: usage.filter((day) => day.apiKeyId === row.id).map(({ apiKeyId: _id, ...day }) => day),
      }));
    });

    api.post(`${path}/:id/rotate`, [role], async (ctx, req) =>
      issued(await keys.rotateKey(ctx, Number(req.params.id))),
    );

    api.put(`${path}/:id/return-origins`, [role], async (ctx, req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return shown(await keys.setReturnOrigins(ctx, Number(req.params.id), body.returnOrigins));
    });

    api.delete(`${path}/:id`, [role], async (ctx, req) => {
      await keys.revokeKey(ctx, Number(req.params.id));
      return { message: API_KEY_MESSAGES.revoked };
    });
  }
}

const issued = ({ apiKey, key }: keys.IssuedKey) => ({ ...shown(apiKey), key });

const shown = (row: keys.ApiKeyRecord) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  kind: row.kind,
  scopes: row.scopes,
  operationIds: row.operationIds,
  returnOrigins: row.returnOrigins,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
