/**
 * Phone registration and SMS login through the real SMS sandbox gateway: the server posts each
 * text over HTTP to the gateway this file starts, and the tests read the code from its inbox
 * over HTTP, as a person would read their phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type Lang, type TestApp } from './harness';
import { startSmsGateway, type SmsGateway } from '../../src/server/sandbox/sms-gateway';
import { embeddedGateway, HttpSmsSender, setSmsSender } from '../../src/server/platform/sms/index';
import { makeSign } from '../../src/server/platform/sms/codes';
import { creditCodeCheckChar } from '../../src/domain/validators/index';

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

const PASSWORD = 'Welcome2026';

/** The newest code texted to a phone, read from the gateway's inbox over HTTP. */
async function codeFromInbox(phone: string, url = gw.url): Promise<string> {
  const res = await fetch(`${url}/inbox?phone=${phone}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  expect(messages.length).toBeGreaterThan(0);
  const m = /(\d{6})/.exec(messages[messages.length - 1].text);
  expect(m).not.toBeNull();
  return m![1];
}

async function val(phone: string, lang?: Lang) {
  return call(t.app, 'POST', 'mn/0101/reg/phone/val', { lang, query: { phoneNum: phone } });
}

/** phone/val then phone/valcode; answers the valcode reply. */
async function sendCode(phone: string, lang?: Lang) {
  const v = await val(phone, lang);
  expect(v.code).toBe(0);
  return call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { lang, query: { phoneNum: phone, sign: v.data.sign } });
}

/** Lets the 60 s resend rule pass, as if a minute had gone by. */
async function aMinuteLater(phone: string) {
  await t.db.query(`update phone_code set created_at = created_at - interval '61 seconds' where phone = $1`, [phone]);
}

function register(body: Record<string, unknown>, lang?: Lang) {
  return call(t.app, 'POST', 'mn/0101/reg/user', { lang, body });
}

describe('registration agreement', () => {
  it('answers the agreement in the request language', async () => {
    const zh = await call(t.app, 'GET', 'mn/0000/site/protocol', { lang: 'zh-CN' });
    expect(zh.code).toBe(0);
    expect(zh.data).toMatchObject({ title: '用户注册协议', lang: 'zh-CN' });
    expect(zh.data.content).toContain('手机号码');
    const en = await call(t.app, 'GET', 'mn/0000/site/protocol', { lang: 'en-US' });
    expect(en.data).toMatchObject({ title: 'User registration agreement', lang: 'en-US' });
    expect(en.data.content).toContain('mobile number');
  });
});

describe('mn/0101/reg/phone/val', () => {
  it('refuses a number that is not a mainland mobile number, in both languages', async () => {
    const zh = await val('12345', 'zh-CN');
    expect(zh).toMatchObject({ code: 500, msg: '手机号码：请输入有效的手机号码' });
    const en = await val('2380000000x', 'en-US');
    expect(en).toMatchObject({ code: 500, msg: 'Mobile number: Please enter a valid mobile number' });
    expect((await val('10000000000')).code).toBe(500);
  });

  it('tells a free number from a registered one and answers a sign', async () => {
    const free = await val('13912340001');
    expect(free.data).toMatchObject({ phoneNum: '13912340001', registered: false, canRegister: true, canLogin: false, signExpiresIn: 600 });
    expect(free.data.sign).toMatch(/^\d+\.[\w-]{43}$/);
    // The demo customer C0001 has this phone; its account logs in with it.
    const known = await val('13800000001');
    expect(known.data).toMatchObject({ registered: true, canRegister: false, canLogin: true });
    // Full-width digits are converted (spec section 5).
    expect((await val('１３９１２３４０００１')).data.phoneNum).toBe('13912340001');
  });

  it('limits phone checks per client address (phone/val and login/phone count together)', async () => {
    const from = { 'x-forwarded-for': '10.7.7.7' };
    await t.db.query(`insert into rate_limit (key, hits) values ('phone-check:10.7.7.7', 99)`);
    const ok = await call(t.app, 'POST', 'mn/0101/reg/phone/val', { headers: from, query: { phoneNum: '13912340030' } });
    expect(ok.code).toBe(0);
    const en = await call(t.app, 'POST', 'mn/0101/reg/phone/val', { lang: 'en-US', headers: from, query: { phoneNum: '13912340030' } });
    expect(en).toMatchObject({ code: 500, msg: 'Too many requests, please try again in 10 minutes' });
    const zh = await call(t.app, 'POST', 'mn/0101/login/phone', { lang: 'zh-CN', headers: from, body: { phone: '13912340030', code: '123456' } });
    expect(zh).toMatchObject({ code: 500, msg: '操作过于频繁，请 10 分钟后再试' });
    // Another address is not affected; a new window starts afresh.
    expect((await val('13912340030')).code).toBe(0);
    await t.db.query(`update rate_limit set window_started_at = now() - interval '11 minutes' where key = 'phone-check:10.7.7.7'`);
    expect((await call(t.app, 'POST', 'mn/0101/reg/phone/val', { headers: from, query: { phoneNum: '13912340030' } })).code).toBe(0);
  });
});

describe('mn/0101/reg/phone/valcode', () => {
  it('needs a valid sign for the same number, not older than 10 minutes', async () => {
    const phone = '13912340002';
    const bad = await call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { lang: 'en-US', query: { phoneNum: phone, sign: '123.abc' } });
    expect(bad).toMatchObject({ code: 500, msg: 'This page has expired: check the mobile number again, then ask for a code' });
    const other = (await val('13912340003')).data.sign;
    const wrongPhone = await call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { query: { phoneNum: phone, sign: other } });
    expect(wrongPhone).toMatchObject({ code: 500, msg: '页面已过期，请重新校验手机号后再获取验证码' });
    const old = await makeSign(t.db, phone, Date.now() - 11 * 60 * 1000);
    expect((await call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { query: { phoneNum: phone, sign: old } })).code).toBe(500);
    expect(gw.inbox(phone)).toHaveLength(0);
  });

  it('texts a 6-digit code through the gateway and stores only its hash', async () => {
    const phone = '13912340004';
    const r = await sendCode(phone, 'en-US');
    expect(r).toMatchObject({ code: 0, data: { phoneNum: phone, expiresIn: 300, resendIn: 60 } });
    const code = await codeFromInbox(phone);
    expect(gw.inbox(phone)[0].text).toMatch(/^\[Cross-border Logistics Platform\] Your verification code is \d{6}, valid for 5 minutes/);
    const rows = await t.db.query<{ code_hash: string }>(`select code_hash from phone_code where phone = $1`, [phone]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('refuses a second code within 60 seconds, in both languages', async () => {
    const phone = '13912340005';
    expect((await sendCode(phone)).code).toBe(0);
    const zh = await sendCode(phone, 'zh-CN');
    expect(zh.code).toBe(500);
    expect(zh.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    const en = await sendCode(phone, 'en-US');
    expect(en.msg).toMatch(/^Codes are sent at most once a minute: please try again in \d+ seconds$/);
    expect(gw.inbox(phone)).toHaveLength(1);
    await aMinuteLater(phone);
    expect((await sendCode(phone)).code).toBe(0);
    expect(gw.inbox(phone)).toHaveLength(2);
  });

  it('caps the codes per number and day', async () => {
    const phone = '13912340006';
    await t.db.query(
      `insert into phone_code (phone, code_hash, created_at, expires_at, ip)
       select $1, 'x', now() - make_interval(mins => 10 + g), now() - interval '1 minute', '10.0.0.9' from generate_series(1, 10) g`,
      [phone],
    );
    const r = await sendCode(phone, 'en-US');
    expect(r).toMatchObject({ code: 500, msg: 'This number has had 10 codes today, please try again tomorrow' });
  });

  it('forgets the code when the gateway cannot be reached, so the number can retry at once', async () => {
    const phone = '13912340007';
    setSmsSender(t.app, new HttpSmsSender('http://127.0.0.1:9')); // nothing listens on the discard port
    try {
      const r = await sendCode(phone, 'en-US');
      expect(r).toMatchObject({ code: 500, msg: 'The text message could not be sent, please try again later' });
    } finally {
      setSmsSender(t.app, new HttpSmsSender(gw.url));
    }
    expect((await sendCode(phone)).code).toBe(0);
    expect(gw.inbox(phone)).toHaveLength(1);
  });
});

describe('mn/0101/reg/user', () => {
  it('registers an individual through the gateway; the new customer logs in with password and with an SMS code', async () => {
    const phone = '13912340010';
    expect((await sendCode(phone)).code).toBe(0);
    const code = await codeFromInbox(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const base = { phone, username: 'newbie01', email: 'newbie01@example.com', password: PASSWORD, confirmPassword: PASSWORD };
    const zh = await register({ ...base, code: wrong }, 'zh-CN');
    expect(zh).toMatchObject({ code: 500, msg: '验证码错误，还可以再试 4 次' });
    const en = await register({ ...base, code: wrong }, 'en-US');
    expect(en).toMatchObject({ code: 500, msg: 'Wrong verification code, tries left: 3' });

    const r = await register({ ...base, code });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ loginid: 'newbie01', userType: 'individual', orderStatus: 'OS01' });
    expect(r.data.customerCode).toMatch(/^C\d{6}$/);
    expect(r.data.user).toMatchObject({ loginid: 'newbie01', userType: 'customer', orderStatus: 'OS01', customerType: 'individual', roles: ['customer'] });
    expect(r.data.token).toMatch(/^[\w-]{40,}$/);

    // The registration session works; the code is used up.
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token: r.data.token });
    expect(info.data).toMatchObject({ loginid: 'newbie01', orderStatus: 'OS01' });
    expect((await register({ ...base, username: 'newbie02', code })).msg).toBe('手机号 13912340010 已注册，请直接登录');
    const [c] = await t.db.query<{ phone: string; email: string; order_status: string; user_type: string }>(
      `select phone, email, order_status, user_type from customer where id = $1`,
      [r.data.customerId],
    );
    expect(c).toEqual({ phone, email: 'newbie01@example.com', order_status: 'OS01', user_type: 'individual' });

    // Log in with the password ...
    const token = await login(t.app, 'newbie01', PASSWORD);
    const me = await call(t.app, 'GET', 'mn/0101/user/info', { token });
    expect(me.data).toMatchObject({ loginid: 'newbie01', orderStatus: 'OS01' });

    // ... and with an SMS code (/login2).
    expect((await val(phone)).data).toMatchObject({ registered: true, canRegister: false, canLogin: true });
    await aMinuteLater(phone);
    expect((await sendCode(phone)).code).toBe(0);
    const loginCode = await codeFromInbox(phone);
    expect(loginCode).not.toBe(code);
    const bad = await call(t.app, 'POST', 'mn/0101/login/phone', { lang: 'en-US', body: { phone, code: wrong === loginCode ? '000000' : wrong } });
    expect(bad.msg).toMatch(/^Wrong verification code, tries left: 4$/);
    const ok = await call(t.app, 'POST', 'mn/0101/login/phone', { body: { phone, code: loginCode } });
    expect(ok.code).toBe(0);
    expect(ok.data.user).toMatchObject({ loginid: 'newbie01', orderStatus: 'OS01' });
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: ok.data.token })).data.loginid).toBe('newbie01');
    // A code logs in once.
    const again = await call(t.app, 'POST', 'mn/0101/login/phone', { lang: 'en-US', body: { phone, code: loginCode } });
    expect(again).toMatchObject({ code: 500, msg: 'Please ask for a text message code first' });
  });

  it('registers an enterprise with its company name and credit code', async () => {
    const phone = '13912340011';
    const first17 = '91310000MA1FL0077';
    const creditCode = first17 + creditCodeCheckChar(first17);
    await sendCode(phone);
    const code = await codeFromInbox(phone);
    const missing = await register({ phone, code, username: 'acme_ltd', userType: 'enterprise', password: PASSWORD }, 'en-US');
    expect(missing.msg).toBe("An enterprise needs its company name and its 18-character unified social credit code");
    const badCode = await register({ phone, code, username: 'acme_ltd', companyName: 'Acme', creditCode: first17 + 'Z', password: PASSWORD }, 'en-US');
    expect(badCode.msg).toBe('Unified social credit code: The unified social credit code must be 18 digits or capital letters');
    const r = await register({ phone, code, username: 'acme_ltd', companyName: '上海阿克米有限公司', creditCode, email: 'ops@acme.cn', password: PASSWORD });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ userType: 'enterprise', orderStatus: 'OS01' });
    expect(r.data.user).toMatchObject({ userName: '上海阿克米有限公司', customerType: 'enterprise' });
    const [c] = await t.db.query(`select company_name, credit_code from customer where id = $1`, [r.data.customerId]);
    expect(c).toEqual({ company_name: '上海阿克米有限公司', credit_code: creditCode });
  });

  it('refuses a taken username or phone with clear messages, in both languages, without using an attempt', async () => {
    const phone = '13912340012';
    await sendCode(phone);
    const code = await codeFromInbox(phone);
    const zh = await register({ phone, code, username: 'customer', password: PASSWORD }, 'zh-CN');
    expect(zh).toMatchObject({ code: 500, msg: '用户名 customer 已被注册，请换一个' });
    const en = await register({ phone, code, username: 'CUSTOMER', password: PASSWORD }, 'en-US');
    expect(en.msg).toBe('The username CUSTOMER is already taken, please choose another');
    const taken = await register({ phone: '13800000002', code, username: 'someone9', password: PASSWORD }, 'en-US');
    expect(taken.msg).toBe('The mobile number 13800000002 is already registered, please log in');
    const [row] = await t.db.query<{ attempts: number }>(`select attempts from phone_code where phone = $1`, [phone]);
    expect(row.attempts).toBe(0);
    expect((await register({ phone, code, username: 'someone9', password: PASSWORD })).code).toBe(0);
  });

  it('checks the fields with the shared validators, in both languages', async () => {
    const phone = '13912340013';
    const base = { phone, code: '000000', username: 'checker1', password: PASSWORD };
    expect((await register({ ...base, password: 'lettersonly' }, 'zh-CN')).msg).toBe('密码：密码必须同时包含字母和数字');
    expect((await register({ ...base, password: 'abc12' }, 'en-US')).msg).toBe('Password: The password must have at least 6 characters');
    expect((await register({ ...base, password: t.config.defaultPassword }, 'en-US')).msg).toBe('The new password cannot be the system default password');
    expect((await register({ ...base, password: t.config.defaultPassword }, 'zh-CN')).msg).toBe('新密码不能使用系统默认密码');
    expect((await register({ ...base, confirmPassword: 'Other2026' }, 'zh-CN')).msg).toBe('确认密码：两次密码不一致');
    expect((await register({ ...base, confirmPassword: 'Other2026' }, 'en-US')).msg).toBe('Confirm password: Two passwords differ');
    expect((await register({ ...base, email: 'not-an-email' }, 'en-US')).msg).toBe('Email: Please enter a valid email address');
    expect((await register({ ...base, email: `${'a'.repeat(45)}@x.com` }, 'en-US')).msg).toBe(
      'Email: The email address can have at most 50 characters',
    );
    expect((await register({ ...base, username: 'a b' }, 'en-US')).msg).toBe('The username must be 3 to 30 letters, digits or _ . @ -');
    expect((await register({ ...base, phone: '1391234' }, 'en-US')).msg).toBe('Mobile number: Please enter a valid mobile number');
    expect((await register({ ...base, phone: undefined }, 'en-US')).msg).toBe('Mobile number: This field is required');
    expect((await register({ ...base, agree: false }, 'en-US')).msg).toBe('Please read and accept the registration agreement');
    expect((await register(base, 'en-US')).msg).toBe('Please ask for a text message code first');
  });

  it('lets one of two simultaneous sends and one of two simultaneous registrations through', async () => {
    const phone = '13912340016';
    const sign = (await val(phone)).data.sign;
    const sends = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { query: { phoneNum: phone, sign } })),
    );
    expect(sends.filter((r) => r.code === 0)).toHaveLength(1);
    expect(gw.inbox(phone)).toHaveLength(1);
    const code = await codeFromInbox(phone);
    const regs = await Promise.all(
      ['twin_a', 'twin_b'].map((username) => register({ phone, code, username, password: PASSWORD }, 'en-US')),
    );
    expect(regs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(regs.find((r) => r.code !== 0)!.msg).toMatch(/already registered|text message code first/);
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from app_user where mobile = $1`, [phone]);
    expect(n.n).toBe(1);
  });

  it('refuses an expired code', async () => {
    const phone = '13912340014';
    await sendCode(phone);
    const code = await codeFromInbox(phone);
    await t.db.query(`update phone_code set expires_at = now() - interval '1 second' where phone = $1`, [phone]);
    const en = await register({ phone, code, username: 'late_one', password: PASSWORD }, 'en-US');
    expect(en).toMatchObject({ code: 500, msg: 'The verification code has expired, please ask for a new one' });
    const zh = await call(t.app, 'POST', 'mn/0101/login/phone', { lang: 'zh-CN', body: { phone: '13800000001', code } });
    expect(zh.msg).toBe('请先获取短信验证码');
    expect((await register({ phone, code, username: 'late_one', password: PASSWORD }, 'zh-CN')).msg).toBe('验证码已过期，请重新获取');
  });

  it('kills a code after 5 wrong answers', async () => {
    const phone = '13912340015';
    await sendCode(phone);
    const code = await codeFromInbox(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) msgs.push((await register({ phone, code: wrong, username: 'guesser1', password: PASSWORD }, 'en-US')).msg);
    expect(msgs).toEqual([
      'Wrong verification code, tries left: 4',
      'Wrong verification code, tries left: 3',
      'Wrong verification code, tries left: 2',
      'Wrong verification code, tries left: 1',
      'Too many wrong codes, please ask for a new one',
    ]);
    // Even the right code is refused now.
    const right = await register({ phone, code, username: 'guesser1', password: PASSWORD }, 'zh-CN');
    expect(right.msg).toBe('验证码错误次数过多，请重新获取');
  });
});

describe('mn/0101/login/phone', () => {
  it('refuses an unknown number and logs a demo customer in by the phone on its customer record', async () => {
    const unknown = await call(t.app, 'POST', 'mn/0101/login/phone', { lang: 'en-US', body: { phone: '13912349999', code: '123456' } });
    expect(unknown.msg).toBe('This mobile number is not registered');
    const phone = '13800000002';
    await sendCode(phone);
    // The client's spelling of the field, phoneNum, is accepted too.
    const r = await call(t.app, 'POST', 'mn/0101/login/phone', { body: { phoneNum: phone, code: await codeFromInbox(phone) } });
    expect(r.code).toBe(0);
    expect(r.data.user).toMatchObject({ loginid: 'customer2', orderStatus: 'OS01' });
  });
});

describe('without SMS_GATEWAY_URL', () => {
  it('the server starts the sandbox gateway itself', async () => {
    const own = await createTestApp({ smsGatewayUrl: undefined });
    try {
      const phone = '13912340020';
      const v = await call(own.app, 'POST', 'mn/0101/reg/phone/val', { query: { phoneNum: phone } });
      const r = await call(own.app, 'POST', 'mn/0101/reg/phone/valcode', { query: { phoneNum: phone, sign: v.data.sign } });
      expect(r.code).toBe(0);
      const embedded = await embeddedGateway();
      expect(embedded.url).not.toBe(gw.url);
      expect(await codeFromInbox(phone, embedded.url)).toMatch(/^\d{6}$/);
      expect(gw.inbox(phone)).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});
