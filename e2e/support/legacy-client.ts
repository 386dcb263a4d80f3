import { createServer, type Server } from 'node:http';

/**
 * A browser client of the documented `/api` on another origin (`localhost` beside the site's `127.0.0.1`), as the
 * original service's client is: the e2e server lists it in CORS_ORIGINS (scripts/e2e-server.mjs, E2E_PORT + 5).
 */
export const LEGACY_CLIENT_PORT = Number(process.env.E2E_PORT ?? 4100) + 5;
export const LEGACY_CLIENT_ORIGIN = `http://localhost:${LEGACY_CLIENT_PORT}`;

/** Its pages: a login page linking to the social logins, and the two callbacks that finish them. */
function pageOf(pathname: string, api: string): string | null {
  const shell = (body: string, script = '') =>
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>예전 클라이언트</title></head><body>${body}` +
    `<script>const API = ${JSON.stringify(api)};${script}</script></body></html>`;
  // Both callbacks end the same way: the member's e-mail from /api/auth/me, read with the bearer.
  const showMember = `async function show(accessToken) {
      const me = await fetch(API + '/api/auth/me', { headers: { authorization: 'Bearer ' + accessToken } });
      const body = await me.json();
      document.getElementById('who').textContent = me.ok ? '로그인됨: ' + body.email : '로그인 실패';
    }`;
  if (pathname === '/login') {
    return shell(
      `<h1>로그인</h1><a id="kakao" href="${api}/api/kakao/login">카카오 로그인</a> ` +
        `<a id="google" href="${api}/api/google/login">Google 로그인</a>`,
    );
  }
  if (pathname === '/kakao/callback') {
    return shell(
      '<p id="who">확인 중</p>',
      `${showMember}
      const code = new URLSearchParams(location.search).get('code');
      fetch(API + '/api/kakao/callback?code=' + encodeURIComponent(code || ''))
        .then((answer) => answer.json())
        .then((tokens) => show(tokens.accessToken));`,
    );
  }
  if (pathname === '/google/callback') {
    return shell(
      '<p id="who">확인 중</p>',
      `${showMember}
      show(new URLSearchParams(location.search).get('access_token') || '');`,
    );
  }
  return null;
}

/** Serves that client until `close`; `api` is the site's origin. */
export async function startLegacyClient(api: string): Promise<{ close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const page = pageOf(new URL(req.url ?? '/', LEGACY_CLIENT_ORIGIN).pathname, api);
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'not found');
  });
  // Every loopback address: the browser may reach `localhost` over IPv6 or IPv4.
  await new Promise<void>((resolve) => server.listen(LEGACY_CLIENT_PORT, resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
