import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { MESSAGES } from '@shim/common/messages';

/** Where the bundled explorer's files are served (`scripts/build-graphiql.mjs` writes them to client/dist/graphiql). */
export const GRAPHIQL_ASSETS = '/graphiql/assets';
/** The same-origin script `/graphql`'s Apollo Sandbox page loads first, to fall back to `/graphiql` offline. */
export const SANDBOX_FALLBACK_SCRIPT = `${GRAPHIQL_ASSETS}/sandbox-fallback.js`;

/**
 * The bundled explorer's policy: its own scripts and styles only (GraphiQL's inline style attributes, fonts as
 * data URLs), its requests to this origin only, no frames, forms or workers: it works with nothing outside.
 */
export const GRAPHIQL_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>쉼, 한국 GraphQL 탐색기</title>
<link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css">
<script type="module" src="${GRAPHIQL_ASSETS}/graphiql.js"></script>
</head>
<body style="margin:0">
<div id="graphiql" style="height:100vh"></div>
</body>
</html>
`;

/**
 * `/graphiql`: GraphiQL bundled with the site (the schema's docs, a header editor for `X-API-Key`), always
 * served from here; `/graphql` in a browser opens Apollo Sandbox and comes here when Sandbox cannot load.
 */
export function graphiqlRouter(clientDist: string): Router {
  const router = express.Router();
  const assets = path.join(clientDist, 'graphiql');
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', GRAPHIQL_POLICY);
    next();
  });
  router.get('/', (_req, res) => {
    if (!existsSync(path.join(assets, 'graphiql.js'))) {
      res.status(404).json({ message: MESSAGES.notFound });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  // Fixed names, revalidated by ETag: a new build is seen at once.
  router.use(
    '/assets',
    express.static(assets, {
      index: false,
      maxAge: 0,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  return router;
}

/** Apollo's landing page with the fallback script first in its head (its policy allows same-origin scripts). */
export function withSandboxFallback(html: string): string {
  return html.replace(/<head>/i, `<head>\n<script src="${SANDBOX_FALLBACK_SCRIPT}"></script>`);
}
