import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { ApiError } from './api';
import { browserKey } from './browser-key';
import { readAccessToken } from './session';
import { refreshTokens } from './token-refresh';

/**
 * Fetches a REST `.xlsx` file with the bearer token (a file has no GraphQL twin) and hands it to the browser
 * as a download; one refresh and retry on a 401, as apiFetch does.
 */
export async function downloadXlsx(path: string, fileName: string): Promise<void> {
  let response = await send(path);
  if (response.status === 401 && (await refreshTokens())) response = await send(path);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof body?.message === 'string' ? body.message : CONSOLE_MESSAGES.exportFailed,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handed to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function send(path: string): Promise<Response> {
  const token = readAccessToken();
  const headers: Record<string, string> = { 'X-Browser-Key': browserKey() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, { headers });
}
