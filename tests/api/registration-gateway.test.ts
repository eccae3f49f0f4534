/** The SMS sandbox gateway on its own, and the HTTP sender against it: a real HTTP boundary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsGateway, type SmsGateway } from '../../src/server/sandbox/sms-gateway';
import { HttpSmsSender, SmsSendError } from '../../src/server/platform/sms/index';

let gw: SmsGateway;
beforeAll(async () => {
  gw = await startSmsGateway();
});
afterAll(() => gw?.close());

describe('SMS sandbox gateway', () => {
  it('listens on 127.0.0.1 and keeps an inbox per phone', async () => {
    expect(gw.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const sender = new HttpSmsSender(gw.url);
    await sender.send('13900000001', 'one');
    await sender.send('13900000002', 'two');
    await sender.send('13900000001', 'three');
    const res = await fetch(`${gw.url}/inbox?phone=13900000001`);
    const { messages } = (await res.json()) as { messages: { id: number; phone: string; text: string; at: string }[] };
    expect(messages.map((m) => m.text)).toEqual(['one', 'three']);
    expect(messages[0]).toMatchObject({ phone: '13900000001', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(gw.inbox()).toHaveLength(3);
    expect((await fetch(`${gw.url}/inbox`, { method: 'DELETE' })).status).toBe(200);
    expect(gw.inbox()).toHaveLength(0);
  });

  it('refuses malformed sends with 400, and the sender reports them', async () => {
    const post = (body: string) => fetch(`${gw.url}/send`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ phone: 'abc', text: 'x' }))).status).toBe(400);
    expect((await post(JSON.stringify({ phone: '13900000001', text: '' }))).status).toBe(400);
    // Past the 16 KB cap: answered, not cut off.
    expect((await post(JSON.stringify({ phone: '13900000001', text: 'x'.repeat(20_000) }))).status).toBe(400);
    await expect(new HttpSmsSender(gw.url).send('not a phone', 'x')).rejects.toBeInstanceOf(SmsSendError);
    expect((await fetch(`${gw.url}/nowhere`)).status).toBe(404);
    expect(gw.inbox()).toHaveLength(0);
  });

  it('the sender fails cleanly when nothing listens', async () => {
    const closed = await startSmsGateway();
    const url = closed.url;
    await closed.close();
    await expect(new HttpSmsSender(url, 2000).send('13900000001', 'x')).rejects.toThrow(/unreachable/);
  });
});
