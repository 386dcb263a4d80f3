import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LOCAL_SOLAPI_PATH, solapiAuthorization, solapiRecipient } from './solapi';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const send = (authorization: string, message: Record<string, unknown>) =>
  app.request('POST', `${LOCAL_SOLAPI_PATH}/messages/v4/send-many/detail`, {
    headers: { authorization },
    body: { messages: [message] },
  });

describe('the Solapi adapter against the local Solapi, over HTTP', () => {
  it('sends SMS and LMS in one batch, signed as Solapi checks; /dev/sms shows them newest first', async () => {
    const sms = app.http.services.adapters.sms;
    const answer = await sms.sendMany(app.url, [
      { ref: 'short', to: '010-1234-5678', text: '[쉼, 한국] 짧은 문자' },
      { ref: 'long', to: '01012345678', text: `[쉼, 한국] ${'긴 문자 '.repeat(20)}`, subject: '쉼, 한국' },
      { ref: 'bad', to: '1234', text: '[쉼, 한국] 번호 오류' },
    ]);
    const short = answer.accepted.get('short')!;
    expect(short).toMatchObject({ type: 'SMS', statusCode: '2000', messageId: expect.stringMatching(/^M4V/) });
    expect(answer.accepted.get('long')).toMatchObject({ type: 'LMS', groupId: short.groupId });
    // A message Solapi cannot register is refused alone; the others of the batch go.
    expect(answer.accepted.has('bad')).toBe(false);
    expect(answer.refused.get('bad')).toContain('1062');
    const box = (await app.request('GET', '/dev/sms.json')).json<Array<Record<string, string>>>();
    expect(box.slice(0, 2)).toEqual([
      {
        to: '01012345678',
        from: app.config.SMS_SENDER,
        text: expect.stringContaining('긴 문자'),
        type: 'LMS',
        sentAt: expect.any(String),
      },
      {
        to: '01012345678',
        from: app.config.SMS_SENDER,
        text: '[쉼, 한국] 짧은 문자',
        type: 'SMS',
        sentAt: expect.any(String),
      },
    ]);
    const page = await fetch(`${app.url}/dev/sms`);
    expect(await page.text()).toContain('[쉼, 한국] 짧은 문자');
    expect(
      await sms.findAccepted(app.url, {
        to: '01012345678',
        text: '[쉼, 한국] 짧은 문자',
        since: new Date(Date.now() - 60_000),
      }),
    ).toMatchObject({
      messageId: short.messageId,
    });
  });

  it('refuses a wrong secret, a skewed date, a replayed signature and a bad message, as Solapi does', async () => {
    const { apiKey, apiSecret } = app.http.services.adapters.sms.localKeys;
    const message = { to: '01012345678', from: '0212345678', text: '서명 시험' };
    expect(await send(solapiAuthorization(apiKey, 'wrong-secret'), message)).toMatchObject({
      status: 403,
      body: { errorCode: 'SignatureDoesNotMatch' },
    });
    expect(await send(solapiAuthorization('NCSOTHERKEY', apiSecret), message)).toMatchObject({
      status: 403,
      body: { errorCode: 'InvalidAPIKey' },
    });
    const skewed = solapiAuthorization(apiKey, apiSecret, new Date(Date.now() - 16 * 60_000));
    expect(await send(skewed, message)).toMatchObject({ status: 403, body: { errorCode: 'RequestTimeTooSkewed' } });
    const once = solapiAuthorization(apiKey, apiSecret);
    expect((await send(once, message)).status).toBe(200);
    expect(await send(once, message)).toMatchObject({ status: 403, body: { errorCode: 'DuplicatedSignature' } });
    expect(
      await app.request('POST', `${LOCAL_SOLAPI_PATH}/messages/v4/send-many/detail`, {
        headers: { authorization: solapiAuthorization(apiKey, apiSecret) },
        body: { messages: [] },
      }),
    ).toMatchObject({ status: 400, body: { errorCode: 'ValidationError' } });
    expect(await send(solapiAuthorization(apiKey, apiSecret), { ...message, to: 'abc' })).toMatchObject({
      status: 200,
      body: { failedMessageList: [expect.objectContaining({ to: 'abc', statusCode: '1062' })], messageList: [] },
    });
    expect(
      await send(solapiAuthorization(apiKey, apiSecret), { ...message, type: 'SMS', text: '가'.repeat(46) }),
    ).toMatchObject({ status: 200, body: { failedMessageList: [expect.objectContaining({ statusCode: '1062' })] } });
    // Two messages to one number in one call: the second is refused as Solapi does, unless duplicates are allowed.
    const twice = { messages: [message, message] };
    const refusedTwice = await app.request('POST', `${LOCAL_SOLAPI_PATH}/messages/v4/send-many/detail`, {
      headers: { authorization: solapiAuthorization(apiKey, apiSecret) },
      body: twice,
    });
    expect(refusedTwice.json<{ failedMessageList: Array<{ statusCode: string }> }>().failedMessageList).toEqual([
      expect.objectContaining({ statusCode: '1026' }),
    ]);
  });
});

describe('messages abroad', () => {
  it('go as SMS with Solapi’s country and the national number; a country the account cannot reach is refused alone', async () => {
    const sms = app.http.services.adapters.sms;
    expect(solapiRecipient('+819012345678')).toEqual({ to: '9012345678', country: '81' });
    expect(solapiRecipient('01012345678')).toEqual({ to: '01012345678' });
    const long = `[Shim, Korea] ${'Booking confirmed! '.repeat(10)}`;
    const answer = await sms.sendMany(app.url, [
      { ref: 'tokyo', to: '+819012345678', text: long, subject: 'Shim, Korea' },
      { ref: 'moscow', to: '+79123456789', text: '[Shim, Korea] Booking confirmed!' },
    ]);
    expect(answer.accepted.get('tokyo')).toMatchObject({ type: 'SMS', statusCode: '2000' });
    expect(answer.refused.get('moscow')).toContain('1062');
    const box = (await app.request('GET', '/dev/sms.json')).json<Array<Record<string, string>>>();
    expect(box[0]).toMatchObject({ to: '9012345678', country: '81', type: 'SMS', text: long });
    // The lookup of an unknown outcome finds it by the same national number.
    const found = await sms.findAccepted(app.url, {
      to: '+819012345678',
      text: long,
      since: new Date(Date.now() - 60_000),
    });
    expect(found?.messageId).toBe(answer.accepted.get('tokyo')!.messageId);
  });
});
