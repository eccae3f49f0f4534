/**
 * The save routes of the admin screens take exactly what their form sends: each route's body
 * schema is the form's own (bodySchemaOf), so a rule written once in the screen JSON is checked
 * by the client and by the server, in the caller's language, and the two cannot drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySchemaOf } from '../../schemas/_meta/bodySchema';
import { formBody, type FormBodyOptions } from '../../src/server/platform/formBody';
import { call, createTestApp, login, type TestApp } from './harness';
import type { RouteDef } from '../../src/server/platform/route';
import customerRoutes from '../../src/server/modules/zj/customer.routes';
import staffRoutes from '../../src/server/modules/zj/staff.routes';
import announcementRoutes from '../../src/server/modules/mn/announcement.routes';
import roleRoutes from '../../src/server/modules/xt/role.routes';
import menuRoutes from '../../src/server/modules/xt/menuAdmin.routes';
import addressBookRoutes from '../../src/server/modules/xx/addressBook.routes';
import skuRoutes from '../../src/server/modules/xx/sku.routes';
import supplierRoutes from '../../src/server/modules/zj/suppliers.routes';
import senderCompanyRoutes from '../../src/server/modules/zj/senderCompany.routes';
import valetRoutes from '../../src/server/modules/xx/valetAuthorization.routes';
import customerOwnerRoutes from '../../src/server/modules/zj/customerOwner.routes';
import pickupRoutes from '../../src/server/modules/dd/pickup.routes';
import ZJ0101_01 from '../../schemas/zj/ZJ0101_01.json' with { type: 'json' };
import ZJ0101_02 from '../../schemas/zj/ZJ0101_02.json' with { type: 'json' };
import ZJ0101_04 from '../../schemas/zj/ZJ0101_04.json' with { type: 'json' };
import ZJ0101_06 from '../../schemas/zj/ZJ0101_06.json' with { type: 'json' };
import ZJ0601_02 from '../../schemas/zj/ZJ0601_02.json' with { type: 'json' };
import MN0401_02 from '../../schemas/mn/MN0401_02.json' with { type: 'json' };
import XT0105_01 from '../../schemas/xt/XT0105_01.json' with { type: 'json' };
import XT0105_02 from '../../schemas/xt/XT0105_02.json' with { type: 'json' };
import XT0101_01 from '../../schemas/xt/XT0101_01.json' with { type: 'json' };
import XX0202_01 from '../../schemas/xx/XX0202_01.json' with { type: 'json' };
import XX0202_02 from '../../schemas/xx/XX0202_02.json' with { type: 'json' };
import XX0202_03 from '../../schemas/xx/XX0202_03.json' with { type: 'json' };
import XX0301_02 from '../../schemas/xx/XX0301_02.json' with { type: 'json' };
import ZJ0201_01 from '../../schemas/zj/ZJ0201_01.json' with { type: 'json' };
import DD0104_01 from '../../schemas/dd/DD0104_01.json' with { type: 'json' };
import ZJ0202_01 from '../../schemas/zj/ZJ0202_01.json' with { type: 'json' };
import ZJ0701_01 from '../../schemas/zj/ZJ0701_01.json' with { type: 'json' };
import XX0701_01 from '../../schemas/xx/XX0701_01.json' with { type: 'json' };
import XX0702_01 from '../../schemas/xx/XX0702_01.json' with { type: 'json' };

const routes: RouteDef[] = [...customerRoutes, ...staffRoutes, ...announcementRoutes, ...roleRoutes, ...menuRoutes, ...addressBookRoutes, ...skuRoutes,
  ...supplierRoutes, ...senderCompanyRoutes, ...valetRoutes, ...customerOwnerRoutes, ...pickupRoutes];
type Screen = Parameters<typeof bodySchemaOf>[0];

/** Route -> the form it takes: [url, screen, inline form name, formBody options]. */
const FORMS: [string, Screen, string?, FormBodyOptions?][] = [
  // An edit sends what it changes (finance: the credit limits); adding needs what the form requires.
  ['zj/0101/save', ZJ0101_02, undefined, { id: true }],
  ['zj/0601/login/add', ZJ0101_01, 'addLogin'],
  ['zj/0101/account/add', ZJ0101_04, 'addAccount'],
  ['zj/0601/save', ZJ0601_02],
  ['mn/0401/save', MN0401_02],
  ['xt/0105/save', XT0105_02],
  ['xt/0105/member/save', XT0105_01, 'members'],
  ['xt/0101/save', XT0101_01, 'menu'],
  ['xt/0101/move', XT0101_01, 'move'],
  // The three address books share one save route: their row forms must be one form.
  ['xx/0202/save', XX0202_01, 'rowEdit', { id: true }],
  ['xx/0202/save', XX0202_02, 'rowEdit', { id: true }],
  ['xx/0202/save', XX0202_03, 'rowEdit', { id: true }],
  ['xx/0301/save', XX0301_02, undefined, { id: true }],
  ['zj/0201/save', ZJ0201_01, 'rowEdit', { id: true }],
  ['zj/0202/save', ZJ0202_01, 'rowEdit', { id: true }],
  ['zj/0701/save', ZJ0701_01, 'rowEdit', { id: true }],
  ['zj/0101/owner/save', ZJ0101_06],
  ['xx/0701/grant', XX0701_01, 'grant'],
  ['xx/0702/apply', XX0702_01, 'apply'],
  ['dd/0104/save', DD0104_01, 'rowEdit', { id: true }],
];

describe('save routes take their form', () => {
  it.each(FORMS)('%s: the body schema is the form\'s', (url, screen, form, options) => {
    const route = routes.find((r) => r.url === url && r.method === 'POST');
    expect(route, url).toBeDefined();
    const fromForm = form ? bodySchemaOf(screen, form, { additionalProperties: false }) : bodySchemaOf(screen, { additionalProperties: false });
    expect(route!.body).toEqual(options ? formBody(screen, form, options) : fromForm);
    // formBody's options change which fields an edit must send, never a field's rules.
    expect((route!.body as { properties: object }).properties).toMatchObject(fromForm.properties as object);
    // and the form is the one that calls the route
    const submit = form ? (screen as { forms: Record<string, { dataSource: { submit: { url: string } } }> }).forms[form].dataSource.submit.url
      : (screen as { dataSource: { submit: { url: string } } }).dataSource.submit.url;
    expect(submit).toBe(url);
  });
});

describe('a rule written only in the screen JSON is the server\'s too', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('ZJ0101_02 loginid and contactName minimum lengths, in both languages, nothing saved', async () => {
    const body = { userType: 'individual', loginid: 'ab', contactName: 'Li Si' };
    const zh = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'zh-CN', body });
    expect(zh.code).toBe(500);
    expect(zh.msg).toBe('请求参数不正确：loginid 长度必须为 3 到 30 个字符');
    const en = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { ...body, loginid: 'abc', contactName: 'Li' } });
    expect(en.msg).toBe('Invalid request: contactName A contact name must be 3 to 30 characters long (a Chinese character counts as two)');
    const one = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'zh-CN', body: { ...body, loginid: 'abc', contactName: '王' } });
    expect(one.msg).toBe('请求参数不正确：contactName 联系人姓名长度必须为 3 到 30 个字符（一个汉字按 2 个字符计）');
    expect(await t.db.query(`select 1 from app_user where loginid in ('ab', 'abc')`)).toEqual([]);
  });

  it('a common two-character Chinese contact name is a contact name (a CJK character counts two): ZJ0101_02 saves 王五', async () => {
    const saved = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { userType: 'individual', loginid: 'wangwu', contactName: '王五' } });
    expect(saved.code).toBe(0);
    expect(await t.db.query(`select contact_name from customer where contact_name = '王五'`)).toHaveLength(1);
  });

  it('formats moved from the handlers into the screens: customer code, phone, role code, icon', async () => {
    const code = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { userType: 'individual', loginid: 'newcust', code: 'C 01' } });
    expect(code.msg).toBe('Invalid request: code Use letters, digits, _ and - only');
    const phone = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'zh-CN', body: { userType: 'individual', loginid: 'newcust', phone: 'call me' } });
    expect(phone.msg).toBe('请求参数不正确：phone 请输入有效的电话号码（数字、空格或 -，可以 + 开头，6 到 20 位）');
    const role = await call(t.app, 'POST', 'xt/0105/save', { token: admin, lang: 'en-US', body: { code: 'Bad-Code', nameZh: '角色', nameEn: 'Role' } });
    expect(role.msg).toBe('Invalid request: code A role code starts with a lower-case letter and has 2 to 30 lower-case letters, digits or _');
    const icon = await call(t.app, 'POST', 'xt/0101/save', { token: admin, lang: 'zh-CN', body: { kind: 'folder', nameZh: '目录', nameEn: 'Folder', icon: '<svg>' } });
    expect(icon.msg).toBe('请求参数不正确：icon 图标名称只能包含字母和数字');
  });

  it('a required text the form asks for is refused blank; fields the form does not have are refused', async () => {
    const blank = await call(t.app, 'POST', 'zj/0601/save', { token: admin, lang: 'en-US', body: { loginid: 'newstaff', userName: '　 ', roleIds: [2] } });
    expect(blank.msg).toBe('Invalid request: userName This field is required');
    const extra = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { title: 't', content: 'c', audience: 'public', status: 'draft', pinned: true } });
    expect(extra.msg).toBe('Invalid request: field pinned is not allowed');
  });
});
