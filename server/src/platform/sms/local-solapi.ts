import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { smsBytes, SMS_MAX_BYTES, smsTypeOf } from '@shim/common/notices';
import express, { type Request, type Response, type Router } from 'express';
import { LocalSms } from './local-sms.entity';
import { SOLAPI_SKEW_MS, solapiSignatureError } from './solapi';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Solapi's ids: a letter, `4V`, the time and random capitals. */
const solapiId = (prefix: 'M' | 'G') =>
  `${prefix}4V${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(9).toString('hex').toUpperCase().slice(0, 16)}`;

const refuse = (res: Response, status: number, errorCode: string, errorMessage: string) =>
  void res.status(status).json({ errorCode, errorMessage });

/**
 * The local Solapi (ARCHITECTURE §6): the `/messages/v4/send` and `/messages/v4/list` calls of Solapi's
 * REST API v4, checking the HMAC signature as Solapi does (key, ±15 minutes, no signature twice), and
 * keeping what it accepted in the database for `/dev/sms`.
 */
export function localSolapiRouter(orm: MikroORM, keys: { apiKey: string; apiSecret: string }): Router {
  const router = express.Router();
  const usedSignatures = new Map<string, number>();

  const authorized = (req: Request, res: Response): boolean => {
    const now = Date.now();
    for (const [signature, at] of usedSignatures) if (at < now - SOLAPI_SKEW_MS) usedSignatures.delete(signature);
    const header = req.headers.authorization;
    const error = solapiSignatureError(header, keys, new Date(now));
    if (error) {
      refuse(res, 403, error, '인증 정보가 올바르지 않습니다.');
      return false;
    }
    const signature = header!.slice(header!.lastIndexOf('=') + 1);
    if (usedSignatures.has(signature)) {
      refuse(res, 403, 'DuplicatedSignature', '15분 안에 같은 signature가 사용되었습니다.');
      return false;
    }
    usedSignatures.set(signature, now);
    return true;
  };

  router.post('/messages/v4/send', express.json({ limit: '64kb' }), async (req, res) => {
    if (!authorized(req, res)) return;
    const message = (req.body as { message?: Record<string, unknown> } | undefined)?.message;
    const field = (name: string) => (typeof message?.[name] === 'string' ? (message[name] as string) : '');
    const [to, from, text] = [field('to'), field('from'), field('text')];
    if (!/^\d{8,12}$/.test(to) || !/^\d{8,12}$/.test(from) || !text || [...text].length > 2000) {
      return refuse(res, 400, 'ValidationError', '수신번호, 발신번호, 내용을 확인하세요.');
    }
    const type = field('type') || smsTypeOf(text);
    if (type !== 'SMS' && type !== 'LMS')
      return refuse(res, 400, 'ValidationError', '지원하지 않는 메시지 타입입니다.');
    if (type === 'SMS' && smsBytes(text) > SMS_MAX_BYTES) {
      return refuse(res, 400, 'ValidationError', `SMS는 ${SMS_MAX_BYTES}바이트까지 보낼 수 있습니다.`);
    }
    const em = orm.em.fork();
    const sms = em.create(LocalSms, {
      messageId: solapiId('M'),
      groupId: solapiId('G'),
      to,
      from,
      text,
      subject: field('subject') || null,
      type,
    });
    await em.flush();
    res.json({
      groupId: sms.groupId,
      messageId: sms.messageId,
      accountId: 'local',
      statusMessage: '정상 접수(이통사로 접수 예정) ',
      statusCode: '2000',
      to,
      from,
      type,
      country: '82',
    });
  });

  router.get('/messages/v4/list', async (req, res) => {
    if (!authorized(req, res)) return;
    const { criteria, value, startDate } = req.query;
    const since = typeof startDate === 'string' ? new Date(startDate) : null;
    const found = await orm.em.fork().find(
      LocalSms,
      {
        ...(criteria === 'to' && typeof value === 'string' ? { to: value } : {}),
        ...(since && !Number.isNaN(since.getTime()) ? { sentAt: { $gte: since } } : {}),
      },
      { orderBy: { id: 'desc' }, limit: 100 },
    );
    res.json({
      startKey: null,
      limit: 100,
      messageList: Object.fromEntries(
        found.map((m) => [
          m.messageId,
          {
            messageId: m.messageId,
            groupId: m.groupId,
            to: m.to,
            from: m.from,
            text: m.text,
            type: m.type,
            statusCode: '4000',
            dateCreated: m.sentAt.toISOString(),
          },
        ]),
      ),
    });
  });
  return router;
}

/** The development SMS box: what the stand-in accepted, newest first (`/dev/sms`, `/dev/sms.json`). */
export function smsBoxRouter(orm: MikroORM): Router {
  const router = express.Router();
  const latest = () => orm.em.fork().find(LocalSms, {}, { orderBy: { id: 'desc' }, limit: 100 });

  router.get('/sms.json', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json((await latest()).map(({ to, from, text, type, sentAt }) => ({ to, from, text, type, sentAt })));
  });

  router.get('/sms', async (_req, res) => {
    const items = (await latest())
      .map(
        (
          m,
        ) => `<article><p class="meta">${escapeHtml(m.type)} · 받는 번호 ${escapeHtml(m.to)} · 보낸 번호 ${escapeHtml(m.from)} · ${m.sentAt.toISOString()}</p>
<p>${escapeHtml(m.text)}</p></article>`,
      )
      .join('\n');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html><html lang="ko"><head><meta charset="utf-8">
<title>개발용 문자함 · 쉼, 한국</title>
<style>body{font-family:sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:.5rem 1rem;margin:1rem 0;white-space:pre-wrap}.meta{color:#666;font-size:.9rem}</style>
</head><body><h1>개발용 문자함</h1><p>SOLAPI_API_KEY가 없을 때 로컬 Solapi가 받은 문자입니다 (최근 100건).</p>
${items || '<p>받은 문자가 없습니다.</p>'}</body></html>`);
  });
  return router;
}
