import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { storeSession } from '../../test/render-app';
import { downloadExcel } from './excel';

describe('downloadExcel', () => {
  it('saves the workbook the server built byte for byte (its formats, widths and frozen header are the server’s)', async () => {
    storeSession('admin');
    // The opening bytes of a zip, then bytes that would not survive a text decoding.
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]);
    const server = fakeServer({
      rest: {
        '/api/admin/users/export.xlsx': () =>
          new Response(workbook, {
            status: 200,
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const saved: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:workbook';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await downloadExcel(
        '/api/admin/users/export.xlsx',
        { role: 'ROLE_USER', searchQuery: undefined },
        '회원목록.xlsx',
      );
      expect(names).toEqual(['회원목록.xlsx']);
      expect(saved).toHaveLength(1);
      expect(new Uint8Array(await saved[0]!.arrayBuffer())).toEqual(workbook);
    } finally {
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
      click.mockRestore();
    }
  });

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
