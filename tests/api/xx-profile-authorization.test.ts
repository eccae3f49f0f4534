/**
 * XX0201_01 personal information completion (OS01 -> OS02, rules of the form, one customer's
 * own record). XX0701_01 (view authorization) is the valet-order authorizations now:
 * valet-authorization.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const complete = {
  userType: 'enterprise',
  companyName: '深圳小明贸易有限公司',
  creditCode: '91440300MA5FAKE01X',
  contactName: '张小明',
  phone: '13800000002',
  email: 'customer2@example.com',
  address: '深圳市南山区科技园 1 号',
};

/** Tiny files whose first bytes say what they are. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

function upload(token: string, kind: string, fileName: string, content: Buffer, lang?: 'zh-CN' | 'en-US') {
  return call(t.app, 'POST', 'xx/0201/upload', { token, lang, body: { kind, fileName, content: content.toString('base64') } });
}

describe('XX0201_01 xx/0201/detail and save', () => {
  it('an OS01 customer completes the information: awaiting review, the user info follows, nothing else changed', async () => {
    const token = await login(t.app, 'customer2');
    const before = await call(t.app, 'GET', 'xx/0201/detail', { token });
    expect(before.data).toMatchObject({ userType: 'individual', contactName: '张小明', orderStatus: 'OS01' });

    // Submitting for review needs the document the customer type calls for.
    const missing = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: complete });
    expect(missing.msg).toBe('Upload your business licence (PDF or image, at most 2 MB) before submitting for review');
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data.orderStatus).toBe('OS01');
    expect((await upload(token, 'licence', 'licence.pdf', PDF)).code).toBe(0);
    const saved = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: complete });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ orderStatus: 'OS02', message: 'Submitted: customer service now reviews it; you can place orders once it is approved' });
    expect(saved.data.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const again = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'zh-CN', body: complete });
    expect(again.data).toMatchObject({ orderStatus: 'OS02', message: '资料已更新，仍在等待客服审核' });
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).data.orderStatus).toBe('OS02');
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data).toMatchObject({ ...complete, orderStatus: 'OS02' });
    // Another customer is untouched.
    const other = await call(t.app, 'GET', 'xx/0201/detail', { token: await login(t.app, 'customer') });
    expect(other.data).toMatchObject({ orderStatus: 'OS04', contactName: '刘经理' });
  });

  it('refuses bad input in the caller language and saves nothing', async () => {
    const token = await login(t.app, 'customer2');
    const before = (await call(t.app, 'GET', 'xx/0201/detail', { token })).data;
    const short = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...complete, contactName: 'Al' } });
    expect(short.code).toBe(500);
    expect(short.msg).toMatch(/contactName/);
    const zh = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'zh-CN', body: { ...complete, email: 'not-an-email' } });
    expect(zh.code).toBe(500);
    expect(zh.msg).toMatch(/email/);
    const noCompany = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...complete, companyName: ' ', creditCode: null } });
    expect(noCompany.msg).toBe('An enterprise needs its company name and unified social credit code');
    const clash = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...complete, creditCode: '91310000MA1FL0001X' } });
    expect(clash.msg).toBe('The unified social credit code 91310000MA1FL0001X belongs to another customer');
    const extra = await call(t.app, 'POST', 'xx/0201/save', { token, body: { ...complete, orderStatus: 'OS04' } });
    expect(extra.code).toBe(500);
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data.orderStatus).toBe(before.orderStatus);
  });

  it('an approved customer stays approved, changes its contact details only and is told so', async () => {
    const token = await login(t.app, 'customer');
    const c0001 = { userType: 'enterprise', companyName: '上海示例贸易有限公司', creditCode: '91310000MA1FL0001X', contactName: '刘经理', phone: '13800000001', email: 'customer@example.com', address: '上海市黄浦区 1 号' };
    const typeChange = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...c0001, userType: 'individual' } });
    expect(typeChange.msg).toBe('Your information is approved: the user type, company, credit code and documents can no longer change here; ask customer service to change them');
    const companyChange = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'zh-CN', body: { ...c0001, companyName: '另一家公司' } });
    expect(companyChange.msg).toMatch(/^资料已审核通过/);
    const r = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...c0001, contactName: '刘总经理' } });
    expect(r.data).toMatchObject({ orderStatus: 'OS04', message: 'Contact details saved and in effect at once; your account stays approved and you can keep ordering' });
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data).toMatchObject({ ...c0001, contactName: '刘总经理', orderStatus: 'OS04' });
    // Its documents are fixed too.
    expect((await upload(token, 'licence', 'licence.pdf', PDF, 'en-US')).msg).toMatch(/^Your information is approved/);
  });

  it('is for customer accounts with the page only', async () => {
    const admin = await login(t.app, 'admin');
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token: admin, lang: 'en-US' })).msg).toBe('Only customer accounts complete personal information');
    const sales = await login(t.app, 'sales');
    expect((await call(t.app, 'POST', 'xx/0201/save', { token: sales, body: complete })).code).not.toBe(0);
    expect((await call(t.app, 'GET', 'xx/0201/detail')).code).not.toBe(0);
  });
});

describe('XX0201_01 documents', () => {
  it('takes a PDF or image of at most 2 MB whose content is what its name says; lists, shows and deletes the customer\'s own', async () => {
    const token = await login(t.app, 'customer2');
    const other = await login(t.app, 'customer');
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(token, 'identity', 'id.pdf', big, 'en-US')).msg).toBe('The file "id.pdf" is too large: at most 2 MB');
    expect((await upload(token, 'identity', 'id.docx', PDF, 'en-US')).msg).toBe('The file "id.docx" is not of a type accepted here: only PDF, JPG, PNG');
    expect((await upload(token, 'identity', 'id.pdf', PNG, 'zh-CN')).msg).toBe('文件“id.pdf”的类型不支持：只能上传 PDF, JPG, PNG');
    const added = await upload(token, 'identity', '身份证.png', PNG);
    expect(added.code, added.msg).toBe(0);
    expect(added.data).toMatchObject({ kind: 'identity', fileName: '身份证.png', mime: 'image/png', size: PNG.length });
    const list = await call<{ list: { id: number; fileName: string }[] }>(t.app, 'GET', 'xx/0201/documents', { token });
    expect(list.data.list.map((d) => d.fileName)).toContain('身份证.png');

    const file = await t.app.inject({ method: 'GET', url: `/xx/0201/document?id=${added.data.id}`, headers: { authToken: token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Nobody else's, not even another customer's.
    const stranger = await t.app.inject({ method: 'GET', url: `/xx/0201/document?id=${added.data.id}`, headers: { authToken: other } });
    expect(stranger.json()).toMatchObject({ code: 500 });
    expect((await call(t.app, 'POST', 'xx/0201/document/delete', { token: other, body: { id: added.data.id } })).code).not.toBe(0);

    const [{ file_path }] = await t.db.query<{ file_path: string }>(`select file_path from customer_document where id = $1`, [added.data.id]);
    expect(fs.existsSync(path.join(t.config.filesDir, file_path))).toBe(true);
    expect((await call(t.app, 'POST', 'xx/0201/document/delete', { token, body: { id: added.data.id } })).code).toBe(0);
    expect(fs.existsSync(path.join(t.config.filesDir, file_path))).toBe(false);
  });

  it('shows the submission and its documents to the auditors of its scope only (ZJ0101_03)', async () => {
    const token = await login(t.app, 'customer2');
    const doc = (await upload(token, 'licence', 'licence.pdf', PDF)).data;
    const [{ id: customerId }] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0002'`);
    const admin = await login(t.app, 'admin');
    const docs = await call<{ list: { id: number; kind: string }[] }>(t.app, 'GET', 'zj/0101/documents', { token: admin, query: { customerId } });
    expect(docs.data.list).toContainEqual(expect.objectContaining({ id: doc.id, kind: 'licence' }));
    const file = await t.app.inject({ method: 'GET', url: `/zj/0101/document?id=${doc.id}`, headers: { authToken: admin } });
    expect(file.headers['content-type']).toBe('application/pdf');
    const detail = await call(t.app, 'GET', 'zj/0101/detail', { token: admin, query: { id: customerId } });
    expect(detail.data.submittedAt).toMatch(/^\d{4}-/);
    // kf audits, but customer2 is not in kf's scope (kf is bound to C0001 only): refused, and nobody awaits kf's review.
    const kf = await login(t.app, 'kf');
    expect((await call(t.app, 'GET', 'zj/0101/documents', { token: kf, query: { customerId } })).code).not.toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/zj/0101/document?id=${doc.id}`, headers: { authToken: kf } })).json().code).toBe(500);
    const pending = await call<{ list: unknown[] }>(t.app, 'GET', 'zj/0101/customer/options', { token: kf, query: { orderStatus: 'OS02' } });
    expect(pending.data.list).toEqual([]);
  });
});
