/**
 * The SMS code checked when the visitor leaves the first step (/register, the forgotten password on
 * /login), and a customer's forgotten password reset by an SMS code, through the real SMS sandbox
 * gateway (the test reads the codes from its inbox over HTTP, as a person reads their phone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, login, type Lang, type TestApp } from './harness';
import { startSmsGateway, type SmsGateway } from '../../src/server/sandbox/sms-gateway';

let gw: SmsGateway;
let t: TestApp;
beforeAll(async () => {
  gw = await startSmsGateway();
  t = await createTestApp({ smsGatewayUrl: gw.url, trustProxy: 1 });
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
});

async function codeFromInbox(phone: string): Promise<string> {
  const res = await fetch(`${gw.url}/inbox?phone=${phone}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  return /(\d{6})/.exec(messages[messages.length - 1].text)![1];
}

async function textCode(phone: string): Promise<string> {
  const v = await call(t.app, 'POST', 'mn/0101/reg/phone/val', { query: { phoneNum: phone } });
  const r = await call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { query: { phoneNum: phone, sign: v.data.sign } });
  expect(r.code, r.msg).toBe(0);
  return codeFromInbox(phone);
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const check = (body: Record<string, unknown>, lang?: Lang) => call(t.app, 'POST', 'mn/0101/phone/code/check', { lang, body });
const forgot = (body: Record<string, unknown>, lang?: Lang, ip = '198.51.100.7') =>
  call(t.app, 'POST', 'mn/0101/pwd/forgot', { lang, body, headers: { 'x-forwarded-for': ip } });

describe('mn/0101/phone/code/check', () => {
  it('says a wrong code at once, in both languages, and leaves a right one for the registration', async () => {
    const phone = '13912349001';
    const code = await textCode(phone);
    expect(await check({ phone, code: wrongOf(code), purpose: 'register' }, 'zh-CN')).toMatchObject({ code: 500, msg: '验证码错误，还可以再试 4 次' });
    expect(await check({ phone, code: wrongOf(code), purpose: 'register' }, 'en-US')).toMatchObject({ code: 500, msg: 'Wrong verification code, tries left: 3' });
    const ok = await check({ phone, code, purpose: 'register' });
    expect(ok).toMatchObject({ code: 0, data: { phoneNum: phone, valid: true } });
    // Not used up: the registration takes the same code.
    const reg = await call(t.app, 'POST', 'mn/0101/reg/user', { body: { phone, code, username: 'stepone01', password: 'Welcome2026' } });
    expect(reg.code, reg.msg).toBe(0);
  });

  it('refuses a registered number for a registration and an unknown one for a reset, before a try is spent', async () => {
    expect((await check({ phone: '13800000002', code: '123456', purpose: 'register' }, 'en-US')).msg)
      .toBe('The mobile number 13800000002 is already registered, please log in');
    expect((await check({ phone: '13912349002', code: '123456', purpose: 'reset' }, 'en-US')).msg)
      .toBe('No customer account has this mobile number; staff ask an administrator to reset their password');
    expect((await check({ phone: '12345', code: '123456', purpose: 'reset' }, 'zh-CN')).msg).toMatch(/^手机号码：/);
  });
});

describe('mn/0101/pwd/forgot', () => {
  it("resets a customer's password with the SMS code of its phone: the old password and sessions stop working", async () => {
    const phone = '13800000002'; // customer2's customer record (the account has no mobile of its own)
    const session = await login(t.app, 'customer2');
    const code = await textCode(phone);
    expect((await check({ phone, code, purpose: 'reset' })).code).toBe(0);

    // The rules of a new password, before the code is looked at: no try spent.
    expect((await forgot({ phone, code: wrongOf(code), newPassword: 'lettersonly' }, 'en-US')).msg)
      .toBe('The password needs at least 6 characters with both letters and digits');
    expect((await forgot({ phone, code, newPassword: t.config.defaultPassword }, 'zh-CN')).msg).toBe('新密码不能使用系统默认密码');
    expect((await forgot({ phone, code, newPassword: 'Fresh2026', confirmPassword: 'Fresh2027' }, 'zh-CN')).msg).toBe('两次密码不一致');
    expect((await forgot({ phone, code, newPassword: DEMO_PASSWORD }, 'en-US')).msg).toBe('The new password must differ from the old one');
    expect((await forgot({ phone, code: wrongOf(code), newPassword: 'Fresh2026' }, 'en-US')).msg).toBe('Wrong verification code, tries left: 4');

    const done = await forgot({ phone, code, newPassword: 'Fresh2026', confirmPassword: 'Fresh2026' }, 'en-US');
    expect(done).toMatchObject({ code: 0, data: { loginid: 'customer2', message: 'The password of customer2 has changed: log in with the new one' } });
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: session })).code).not.toBe(0);
    const old = await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'customer2', password: DEMO_PASSWORD } });
    expect(old.code).not.toBe(0);
    expect(await login(t.app, 'customer2', 'Fresh2026')).toMatch(/^[\w-]{20,}$/); // a base64url token
    // The code is used up.
    expect((await forgot({ phone, code, newPassword: 'Other2026' }, 'en-US')).msg).toBe('Please ask for a text message code first');
  });

  it('never resets a staff account, and throttles the attempts per number', async () => {
    // sales has the mobile 13900000003: staff ask an administrator.
    expect((await forgot({ phone: '13900000003', code: '123456', newPassword: 'Fresh2026' }, 'en-US')).msg)
      .toBe('No customer account has this mobile number; staff ask an administrator to reset their password');
    const phone = '13800000001';
    for (let i = 0; i < 5; i++) {
      expect((await forgot({ phone, code: '000000', newPassword: 'Fresh2026' }, 'en-US', `203.0.113.${i}`)).msg).toBe('Please ask for a text message code first');
    }
    expect((await forgot({ phone, code: '000000', newPassword: 'Fresh2026' }, 'en-US', '203.0.113.99')).msg).toMatch(/^Too many requests, please try again in \d+ minutes$/);
  });
});
