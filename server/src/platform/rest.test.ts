import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from './context';
import { RestRouter } from './rest';

/** Lodging-like items: Korean text (3 UTF-8 bytes a character), nesting, nulls, dates, a lone surrogate. */
const list = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    hId: i + 1,
    hName: `쉼 호텔 ${i + 1}호점 "본관"`,
    services: ['무료 Wi-Fi', '주차', '조식'],
    avgScore: i % 3 === 0 ? null : 4.5,
    createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
    note: i === 7 ? 'broken \ud800 pair' : undefined,
  }));

let base = '';
let close = () => {};
beforeAll(async () => {
  const api = new RestRouter();
  api.post('/list/:count', 'public', (_ctx, req) => list(Number(req.params.count)));
  api.get('/list/:count', 'public', (_ctx, req) => list(Number(req.params.count)));
  api.post('/one', 'public', () => ({ 한글: '값', n: 1 }));
  const app = express();
  app.use((_req, res, next) => {
    res.locals.ctx = { user: null, tokenRejected: false } as unknown as RequestContext;
    next();
  });
  app.use(api.router);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('RestRouter answers', () => {
  it.each([0, 1, 160])('sends a list of %i exactly as JSON.stringify writes it', async (count) => {
    const response = await fetch(`${base}/list/${count}`, { method: 'POST' });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(list(count)));
  });

  it('sends an object as JSON too, and a HEAD request the length without the body', async () => {
    const one = await fetch(`${base}/one`, { method: 'POST' });
    expect(await one.json()).toEqual({ 한글: '값', n: 1 });
    const head = await fetch(`${base}/list/45`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(list(45))));
    expect(await head.text()).toBe('');
  });
});
