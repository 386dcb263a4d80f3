import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { storeSession } from '../../test/render-app';
import { downloadExcel } from './excel';

describe('downloadExcel', () => {
  it('shows the server’s reason when a download is refused, and the generic failure otherwise', async () => {
    storeSession('admin');
    const server = fakeServer({
      rest: {
        '/api/admin/users/export.xlsx': () => json(429, { message: CONSOLE_MESSAGES.exportAlreadyRunning }),
        '/api/admin/hotels/export.xlsx': () => json(500, { message: 'Internal' }),
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    await expect(downloadExcel('/api/admin/users/export.xlsx', {}, 'users.xlsx')).rejects.toMatchObject({
      status: 429,
      message: CONSOLE_MESSAGES.exportAlreadyRunning,
    });
    await expect(downloadExcel('/api/admin/hotels/export.xlsx', {}, 'hotels.xlsx')).rejects.toMatchObject({
      status: 500,
      message: ADMIN_MESSAGES.adminExportFailed,
    });
    expect(server.calls[0]).toMatchObject({ authorization: 'Bearer access-admin' });
  });
});
