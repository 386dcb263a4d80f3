import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Router } from 'express';
import { CapturedMail } from './captured-mail.entity';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The development mailbox: what the local mail capture kept, newest first (`/dev/mailbox` for people,
 * `/dev/mailbox.json` for scripts; `?to=` filters by recipient). In production only on this machine (stand-ins.ts).
 */
export function mailboxRouter(orm: MikroORM): Router {
  const router = express.Router();
  const latest = (to: unknown) =>
    orm.em.fork().find(CapturedMail, typeof to === 'string' && to ? { to: { $ilike: `%${to}%` } } : {}, {
      orderBy: { id: 'desc' },
      limit: 50,
    });

  router.get('/mailbox.json', async (req, res) => {
    const mails = await latest(req.query.to);
    res.json(
      mails.map(({ id, from, to, subject, text, html, receivedAt }) => ({
        id,
        from,
        to,
        subject,
        text,
        html,
        receivedAt,
      })),
    );
  });

  router.get('/mailbox', async (req, res) => {
    const mails = await latest(req.query.to);
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">받는 사람 ${escapeHtml(mail.to)} · ${mail.receivedAt.toISOString()}</p>
<iframe sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe></article>`,
      )
      .join('\n');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html><html lang="ko"><head><meta charset="utf-8">
<title>개발용 메일함 · 쉼, 한국</title>
<style>body{font-family:sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}iframe{width:100%;height:320px;border:0}</style>
</head><body><h1>개발용 메일함</h1><p>SMTP_URL이 없을 때 보낸 메일이 여기에 보관됩니다 (최근 50통).</p>
${items || '<p>받은 메일이 없습니다.</p>'}</body></html>`);
  });
  return router;
}
