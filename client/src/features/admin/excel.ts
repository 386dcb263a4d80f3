import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { ApiError } from '../../lib/api';
import { readAccessToken } from '../../lib/session';

/** Downloads a console export (`GET /api/admin/…/export.xlsx` with the bearer token) as a file. */
export async function downloadExcel(path: string, query: Record<string, string | undefined>, fileName: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const token = readAccessToken();
  const response = await fetch(`${path}${params.size ? `?${params.toString()}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // A refusal says why in Korean (a download already being built: 429); anything else is the generic failure.
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const told = response.status < 500 && typeof body?.message === 'string' ? body.message : null;
    throw new ApiError(response.status, told ?? ADMIN_MESSAGES.adminExportFailed);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
