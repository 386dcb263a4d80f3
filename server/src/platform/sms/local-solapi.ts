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

/** Solapi's limit of messages in one send-many call. */
const SEND_MANY_MAX = 10_000;

/**
 * The calling codes the stand-in cannot reach, as a real account cannot reach some countries: one, so the
 * e-mail that stands in for an unreachable SMS can be tried locally (docs/decisions/i18n-guests.md).
 */
export const LOCAL_SOLAPI_UNREACHABLE = ['7'] as const;

/** A message abroad carries up to this many characters (the carriers split it into parts). */
const ABROAD_MAX_CHARS = 1000;

/**
 * Why Solapi would not register one message of a batch (its `statusCode` and `statusMessage`), or null:
 * `seen` holds the numbers earlier in the batch unless duplicates are allowed. `country` is Solapi's calling code
 * (82 when left out); abroad only SMS goes, `to` being the national number.
 */
function refusalOf(
  m: { to: string; from: string; text: string; type: string; country: string },
  seen: Set<string> | null,
): { statusCode: string; statusMessage: string } | null {
  const abroad = m.country !== '82';
  const toPattern = abroad ? /^\d{4,14}$/ : /^\d{8,12}$/;
  const maxChars = abroad ? ABROAD_MAX_CHARS : 2000;
  if (!/^\d{1,3}$/.test(m.country) || (abroad && m.country.length + m.to.length > 15)) {
    return { statusCode: '1062', statusMessage: '국가번호와 수신번호를 확인하세요.' };
  }
  if (!toPattern.test(m.to) || !/^\d{8,12}$/.test(m.from) || !m.text || [...m.text].length > maxChars) {
    return { statusCode: '1062', statusMessage: '수신번호, 발신번호, 내용을 확인하세요.' };
  }
  if (abroad && (LOCAL_SOLAPI_UNREACHABLE as readonly string[]).includes(m.country)) {
    return { statusCode: '1062', statusMessage: `국가번호 ${m.country}로는 보낼 수 없습니다.` };
  }
  if (m.type !== 'SMS' && m.type !== 'LMS')
    return { statusCode: '1062', statusMessage: '지원하지 않는 메시지 타입입니다.' };
  if (abroad && m.type !== 'SMS') return { statusCode: '1062', statusMessage: '해외 문자는 SMS만 보낼 수 있습니다.' };
  if (!abroad && m.type === 'SMS' && smsBytes(m.text) > SMS_MAX_BYTES) {
    return { statusCode: '1062', statusMessage: `SMS는 ${SMS_MAX_BYTES}바이트까지 보낼 수 있습니다.` };
  }
  if (seen?.has(`${m.country}:${m.to}`)) return { statusCode: '1026', statusMessage: '중복 수신번호' };
  return null;
}

const refuse = (res: Response, status: number, errorCode: string, errorMessage: string) =>
  void res.status(status).json({ errorCode, errorMessage });

/**
 * The local Solapi (ARCHITECTURE §6): the `/messages/v4/send-many/detail` and `/messages/v4/list` calls of
 * Solapi's REST API v4, checking the HMAC signature as Solapi does (key, ±15 minutes, no signature twice),
 * registering each message of a batch or refusing it alone (`failedMessageList`), and keeping what it
 * accepted in the database for `/dev/sms`.
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

  router.post('/messages/v4/send-many/detail', express.json({ limit: '4mb' }), async (req, res) => {
    if (!authorized(req, res)) return;
    const body = req.body as { messages?: unknown; allowDuplicates?: unknown } | undefined;
    const messages = Array.isArray(body?.messages) ? (body.messages as Array<Record<string, unknown>>) : null;
    if (!messages || messages.length === 0 || messages.length > SEND_MANY_MAX) {
      return refuse(
        res,
        400,
        'ValidationError',
        `메시지는 1건 이상 ${SEND_MANY_MAX.toLocaleString('ko-KR')}건 이하로 보내세요.`,
      );
    }
    const groupId = solapiId('G');
    const em = orm.em.fork();
    const seen = new Set<string>();
    const accepted: Array<{ sms: LocalSms; customFields: unknown }> = [];
    const failedMessageList: Array<Record<string, unknown>> = [];
    for (const message of messages) {
      const field = (name: string) => (typeof message?.[name] === 'string' ? (message[name] as string) : '');
      const [to, from, text] = [field('to'), field('from'), field('text')];
      const country = field('country') || '82';
      const type = field('type') || (country === '82' ? smsTypeOf(text) : 'SMS');
      const customFields = typeof message?.customFields === 'object' ? message.customFields : undefined;
      const refusal = refusalOf({ to, from, text, type, country }, body?.allowDuplicates === true ? null : seen);
      seen.add(`${country}:${to}`);
      if (refusal) {
        failedMessageList.push({
          to,
          from,
          type,
          country,
          messageId: solapiId('M'),
          accountId: 'local',
          ...refusal,
          customFields,
        });
        continue;
      }
      const sms = em.create(LocalSms, {
        messageId: solapiId('M'),
        groupId,
        to,
        country,
        from,
        text,
        subject: field('subject') || null,
        type,
      });
      accepted.push({ sms, customFields });
    }
    await em.flush();
    res.json({
      groupInfo: {
        _id: groupId,
        groupId,
        status: accepted.length > 0 ? 'SENDING' : 'FAILED',
        count: {
          total: messages.length,
          registeredSuccess: accepted.length,
          registeredFailed: failedMessageList.length,
        },
      },
      failedMessageList,
      messageList: accepted.map(({ sms, customFields }) => ({
        messageId: sms.messageId,
        statusCode: '2000',
        statusMessage: '정상 접수(이통사로 접수 예정) ',
        customFields,
      })),
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
            country: m.country,
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
    res.json(
      // `country` only abroad: a Korean message reads as it always did.
      (await latest()).map(({ to, country, from, text, type, sentAt }) => ({
        to,
        ...(country === '82' ? {} : { country }),
        from,
        text,
        type,
        sentAt,
      })),
    );
  });

  router.get('/sms', async (_req, res) => {
    const items = (await latest())
      .map(
        (
          m,
        ) => `<article><p class="meta">${escapeHtml(m.type)} · 받는 번호 ${m.country === '82' ? '' : `+${escapeHtml(m.country)} `}${escapeHtml(m.to)} · 보낸 번호 ${escapeHtml(m.from)} · ${m.sentAt.toISOString()}</p>
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
