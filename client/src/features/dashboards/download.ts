import { MESSAGES } from '@shim/common/messages';
import { browserKey } from '../../lib/browser-key';
import { readAccessToken } from '../../lib/session';
import { refreshTokens } from '../../lib/token-refresh';

/** Fetches a REST .xlsx download with the session's token (one refresh on 401) and saves it as `fileName`. */
export async function downloadXlsx(path: string, fileName: string): Promise<void> {
  const send = () =>
    fetch(path, {
      headers: { Authorization: `Bearer ${readAccessToken() ?? ''}`, 'X-Browser-Key': browserKey() },
    });
  let response = await send();
  if (response.status === 401 && (await refreshTokens())) response = await send();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? MESSAGES.internal);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
