/**
 * The public pages in Chromium against their own real server and an SMS sandbox gateway (the
 * server texts the code over HTTP; the test reads it from the gateway's inbox, as a person
 * reads their phone): a visitor registers through /register and lands logged in on the home
 * tab; /MN0401_03 reads a public announcement in Chinese and English; /index lists it; `/`
 * shows the site's name; a payment result page shows the order and amount.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';
import { startSmsGateway, type SmsGateway } from '../../src/server/sandbox/sms-gateway';
import { creditCodeCheckChar } from '../../src/domain/validators/index';

let browser: Browser;
let server: RunningServer;
let gateway: SmsGateway;

beforeAll(async () => {
  gateway = await startSmsGateway();
  [server, browser] = await Promise.all([startServer({ env: { SMS_GATEWAY_URL: gateway.url } }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await gateway?.close();
});

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/${path}`, init);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

describe('public pages', () => {
  it('a visitor registers with the SMS code and lands logged in on the home tab', async () => {
    const phone = '13955501234';
    const creditCode = '91310000MA1FL8T27';
    const validCode = creditCode + creditCodeCheckChar(creditCode);
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/register');
    await page.getByRole('heading', { name: '手机注册' }).waitFor({ timeout: 30_000 });

    // Step 1: a wrong number is refused in the page's language, then the code is texted.
    await page.locator('#phone').fill('12345');
    await page.getByTestId('send-code').click();
    await page.getByText('请输入有效的手机号码').waitFor();
    await page.locator('#phone').fill(phone);
    await page.getByTestId('send-code').click();
    await page.getByRole('status').waitFor({ timeout: 15_000 });
    await expect.poll(() => gateway.inbox(phone).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const code = /\d{6}/.exec(gateway.inbox(phone).at(-1)!.text)![0];
    await page.locator('#code').fill(code);
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 2: the account; the confirmation must equal the password.
    await page.locator('#username').fill('newseller01');
    await page.locator('#companyName').fill('深圳新卖家科技有限公司');
    await page.locator('#creditCode').fill(validCode);
    await page.locator('#email').fill('seller@example.com');
    await page.locator('#password').fill('Seller2026');
    await page.locator('#confirmPassword').fill('Seller2027');
    await page.getByRole('button', { name: '注 册' }).or(page.getByRole('button', { name: '注册' })).first().click();
    await page.getByText('两次密码不一致').waitFor();
    await page.getByText('请阅读并同意注册协议').waitFor();
    await page.locator('#confirmPassword').fill('Seller2026');
    await page.locator('#agree').check();
    await screenshot(page, 'public-register-zh');
    await page.getByRole('button', { name: '注 册' }).or(page.getByRole('button', { name: '注册' })).first().click();

    await page.waitForURL(/\/MN0501_01/, { timeout: 30_000 });
    await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('user-name').textContent()).toContain('深圳新卖家科技有限公司');
    const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
    const user = await api<{ loginid: string; orderStatus: string }>('mn/0101/user/info', { headers: { authToken: token! } });
    expect(user).toMatchObject({ loginid: 'newseller01', orderStatus: 'OS01' });
    await context.close();
  });

  it('an individual registers without a company; a wrong code is told when leaving step 1, a registered number before texting', async () => {
    const phone = '13955505678';
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/register');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Register with your mobile number' }).waitFor({ timeout: 30_000 });

    // A registered number is told so before any code is texted.
    await page.locator('#phone').fill('13800000002');
    await page.getByTestId('send-code').click();
    await page.getByText('This number is already registered: log in, or reset a forgotten password').waitFor({ timeout: 15_000 });
    expect(gateway.inbox('13800000002')).toHaveLength(0);

    await page.locator('#phone').fill(phone);
    await page.getByTestId('send-code').click();
    await page.getByRole('status').waitFor({ timeout: 15_000 });
    await expect.poll(() => gateway.inbox(phone).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const code = /\d{6}/.exec(gateway.inbox(phone).at(-1)!.text)![0];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.locator('#code').fill(wrong);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('#code-problem').getByText('Wrong verification code, tries left: 4').waitFor({ timeout: 15_000 });
    expect(await page.locator('#username').count()).toBe(0); // still on step 1
    await page.locator('#code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2 as an individual: no company name or credit code is asked.
    await page.getByRole('radio', { name: 'An individual' }).check();
    expect(await page.locator('#companyName').count()).toBe(0);
    expect(await page.locator('#creditCode').count()).toBe(0);
    await page.locator('#username').fill('solo_seller');
    await page.locator('#password').fill('Solo2026x');
    await page.locator('#confirmPassword').fill('Solo2026x');
    await page.locator('#agree').check();
    await screenshot(page, 'public-register-individual-en');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/MN0501_01/, { timeout: 30_000 });
    const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
    const user = await api<{ loginid: string; orderStatus: string; customerType: string }>('mn/0101/user/info', { headers: { authToken: token! } });
    expect(user).toMatchObject({ loginid: 'solo_seller', orderStatus: 'OS01', customerType: 'individual' });
    await context.close();
  });

  it('/login: a customer sets a forgotten password by SMS code and logs in with it; the page links back to the public site', async () => {
    const phone = '13800000001'; // the demo customer's customer record
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('heading', { name: '账号登录' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: '返回官网' }).waitFor();
    await page.getByTestId('forgot-password').click();
    await page.getByRole('heading', { name: '重设密码' }).waitFor();
    await page.locator('#forgot-phone').fill('13912398765');
    await page.getByTestId('forgot-send-code').click();
    await page.getByText('该手机号没有对应的客户账号').waitFor({ timeout: 15_000 });
    await page.locator('#forgot-phone').fill(phone);
    await page.getByTestId('forgot-send-code').click();
    await expect.poll(() => gateway.inbox(phone).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const code = /\d{6}/.exec(gateway.inbox(phone).at(-1)!.text)![0];
    await page.locator('#forgot-code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: '下一步' }).click();
    await page.locator('#forgot-code-problem').getByText('验证码错误，还可以再试 4 次').waitFor({ timeout: 15_000 });
    await page.locator('#forgot-code').fill(code);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.locator('#forgot-newPassword').fill('Renewed2026');
    await page.locator('#forgot-confirmPassword').fill('Renewed2027');
    await page.getByRole('button', { name: '设置新密码' }).click();
    await page.getByText('两次密码不一致').waitFor();
    await page.locator('#forgot-confirmPassword').fill('Renewed2026');
    await screenshot(page, 'login-forgot-zh');
    await page.getByRole('button', { name: '设置新密码' }).click();
    await page.getByRole('status').getByText('账号 customer 的密码已修改，请用新密码登录').waitFor({ timeout: 15_000 });
    expect(await page.locator('input[name=loginid]').inputValue()).toBe('customer');
    await page.locator('input[name=password]').fill('Renewed2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/MN0501_01/, { timeout: 30_000 });
    await context.close();

    const back = await newPage(browser, server.url);
    await back.page.goto('/login');
    await back.page.getByRole('link', { name: '返回官网' }).click();
    await back.page.waitForURL(/\/index$/);
    await back.context.close();
  });

  it('/MN0401_03 shows a public announcement in both languages; /index lists it; a bad id says so', async () => {
    const [first] = await api<{ id: number; title: string }[]>('mn/0401/public/list');
    expect(first).toBeDefined();
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/index');
    await page.getByTestId('news-list').getByRole('link', { name: first.title }).click();
    await page.waitForURL(new RegExp(`/MN0401_03\\?id=${first.id}$`));
    await page.getByRole('heading', { name: first.title }).waitFor({ timeout: 15_000 });
    const notice = page.getByTestId('notice');
    await notice.getByText('发布时间').waitFor();
    expect(await notice.textContent()).toContain('跨境物流管理平台已正式上线');
    expect(await notice.textContent()).not.toContain('Dear user');
    await page.getByRole('link', { name: '返回最新动态' }).waitFor();
    await screenshot(page, 'public-notice-zh');

    // The demo notice is given in both languages: an English reader gets the English one, title and all.
    await page.getByRole('button', { name: 'English' }).click();
    await notice.getByText('Published').waitFor();
    await page.getByRole('link', { name: 'Back to latest news' }).waitFor();
    const english = 'Welcome to the cross-border logistics platform';
    await page.getByRole('heading', { name: english }).waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('the cross-border logistics platform is now live');
    expect(await notice.textContent()).not.toMatch(/[\u4e00-\u9fff]/);
    await screenshot(page, 'public-notice-en');
    await page.goto('/index');
    await page.getByTestId('news-list').getByRole('link', { name: english }).waitFor({ timeout: 15_000 });

    await page.goto('/MN0401_03?id=999999');
    await page.getByRole('alert').getByText('Page parameters are incorrect').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('alert').getByText('页面参数不正确').waitFor();
    await context.close();
  });

  it("'/' shows the site's name from the server; a payment result shows the order and amount", async () => {
    const site = await api<{ siteName: string }>('mn/0000/site/info', { headers: { 'accept-language': 'zh-CN' } });
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/');
    await page.locator('h1').getByText(site.siteName).waitFor({ timeout: 15_000 });

    await page.goto('/ZF0101_02?orderNo=DD20260001&amount=128.50&currency=RMB');
    const outcome = page.getByTestId('payment-outcome');
    await outcome.waitFor({ timeout: 15_000 });
    expect(await outcome.getAttribute('data-outcome')).toBe('success');
    expect(await outcome.locator('[data-field="orderNo"]').textContent()).toBe('DD20260001');
    expect(await outcome.locator('[data-field="amount"]').textContent()).toBe('128.50 RMB');
    await outcome.getByRole('link', { name: '返回登录' }).click();
    await page.waitForURL(/\/login$/);

    await page.goto('/ZF0101_03?orderNo=DD20260001&amount=<b>1</b>');
    await page.getByRole('heading', { name: '支付失败' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('payment-outcome').locator('[data-field="amount"]').textContent()).toBe('-');
    await context.close();
  });
});
