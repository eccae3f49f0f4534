/** The admin screens' hooks (XT0101, XT0105, ZJ0601, ZJ0101, MN0401): data shaping between the APIs and the forms. */
import { describe, expect, it } from 'vitest';
import { beforeList as menuList, folderOptions, menuBody, moveBody, saveBody, type MenuNode } from './XT0101_01.hooks';
import { memberOptions, membersBody, membersLoaded } from './XT0105_01.hooks';
import { afterLoad as roleLoad, beforeSubmit as roleBasics, flattenTree, permissionBody } from './XT0105_02.hooks';
import { afterLoad as staffLoad, beforeSubmit as staffSave } from '../zj/ZJ0601_02.hooks';
import { beforeList as customerList } from '../zj/ZJ0101_01.hooks';
import { afterLoad as customerLoad, beforeSubmit as customerSave } from '../zj/ZJ0101_02.hooks';
import { beforeSubmit as auditBody } from '../zj/ZJ0101_03.hooks';
import { afterLoad as noticeLoad, beforeSubmit as noticeSave } from '../mn/MN0401_02.hooks';

const node = (id: number, kind: 'folder' | 'page', children?: MenuNode[], parentId: number | null = null): MenuNode =>
  ({ id, parentId, kind, url: kind === 'page' ? `zj/0601/0${id}.html` : null, nameZh: `菜单${id}`, nameEn: `Menu ${id}`, icon: null, sort: id, hidden: false, children });

describe('XT0101_01 menus', () => {
  const tree = [node(1, 'folder', [node(2, 'page', undefined, 1), node(3, 'folder', [node(4, 'page', undefined, 3)], 1)]), node(5, 'page')];

  it('inline forms: an edit carries the row id from its params; a move sends id, parent and position', () => {
    expect(menuBody({ kind: 'folder', nameZh: '目录', nameEn: 'Folder' }, { params: { id: 7 } })).toMatchObject({ id: 7, kind: 'folder', parentId: null, url: null });
    expect(menuBody({ kind: 'page', nameZh: '页', nameEn: 'P', url: 'a' }, { params: {} })).not.toHaveProperty('id');
    expect(moveBody({ parentId: 3, index: 0 }, { params: { id: '9' } })).toEqual({ id: 9, parentId: 3, index: 0 });
    expect(moveBody({}, { params: { id: 9 } })).toEqual({ id: 9, parentId: null });
  });

  it('pages the top level and marks folders', () => {
    const page1 = menuList({ list: tree }, { current: 1, pageSize: 1 });
    expect(page1.total).toBe(2);
    expect(page1.list.map((r) => [r.id, r.folder])).toEqual([[1, true]]);
    expect(page1.list[0].children?.[1].children?.[0]).toMatchObject({ id: 4, folder: false });
    expect(menuList({ list: tree }, { current: 2, pageSize: 1 }).list.map((r) => r.id)).toEqual([5]);
  });

  it('offers folders as parents, never the menu itself or below it', () => {
    expect(folderOptions(tree, 'en-US')).toEqual([{ value: 1, label: 'Menu 1', children: [{ value: 3, label: 'Menu 3' }] }]);
    expect(folderOptions(tree, 'zh-CN', 3)).toEqual([{ value: 1, label: '菜单1' }]);
  });

  it('a folder saves without an address; optional text becomes null', () => {
    expect(saveBody({ kind: 'folder', nameZh: '目录', nameEn: 'Folder', url: 'zj/0601/01.html', icon: '  ' }))
      .toEqual({ kind: 'folder', nameZh: '目录', nameEn: 'Folder', parentId: null, url: null, icon: null, hidden: false });
    expect(saveBody({ kind: 'page', nameZh: '页', nameEn: 'P', url: ' zj/0601/01.html ', parentId: 1, sort: 3, hidden: true }, 9))
      .toEqual({ id: 9, kind: 'page', nameZh: '页', nameEn: 'P', parentId: 1, url: 'zj/0601/01.html', icon: null, hidden: true, sort: 3 });
  });
});

describe('XT0105 roles', () => {
  const tree = [
    { key: '1', menuId: 1, authorityUrl: null, kind: 'folder' as const, title: '配置', children: [
      { key: '2', menuId: 2, authorityUrl: 'zj/0601/01.html', kind: 'page' as const, title: '员工管理', children: [
        { key: 'fn:zj/0601/resetpwd', menuId: null, authorityUrl: 'zj/0601/resetpwd', kind: 'function' as const, title: '重置密码' }] }] },
    { key: 'fn:other', menuId: null, authorityUrl: null, kind: 'folder' as const, title: '其他', children: [
      { key: 'fn:zj/0101/freeze', menuId: null, authorityUrl: 'zj/0101/freeze', kind: 'function' as const, title: '冻结' }] },
  ];

  it('flattens the permission tree into indented, ticked rows (grouping nodes carry no tick)', () => {
    const rows = flattenTree(tree, ['1', '2', 'fn:zj/0601/resetpwd'], 'en-US');
    expect(rows.map((r) => [r.key, r.label, r.kindLabel, r.checked])).toEqual([
      ['1', '配置', 'Folder', true],
      ['2', '\u3000员工管理', 'Page', true],
      ['fn:zj/0601/resetpwd', '\u3000\u3000重置密码', 'Function', true],
      ['fn:zj/0101/freeze', '冻结', 'Function', false],
    ]);
  });

  it('saves ticked menus and function points apart', () => {
    const rows = flattenTree(tree, ['2', 'fn:zj/0101/freeze']);
    expect(permissionBody(7, rows)).toEqual({ roleId: 7, menuIds: [2], authorityUrls: ['zj/0101/freeze'] });
    expect(permissionBody(7, flattenTree(tree, [])).menuIds).toEqual([]);
  });

  it('loads the role basics and sends only them to xt/0105/save', () => {
    const values = roleLoad({ role: { id: 3, code: 'kf', nameZh: '客服', nameEn: 'CS', status: 'enabled', builtin: true, sort: 30, remark: null }, tree, checkedKeys: ['2'] });
    expect(values).toMatchObject({ id: 3, code: 'kf', builtin: true, remark: undefined });
    expect(roleBasics({ ...values, remark: ' ' })).toEqual({ id: 3, code: 'kf', nameZh: '客服', nameEn: 'CS', sort: 30, remark: null });
  });

  it('members form: current members as its value, the whole list saved for the role in params', () => {
    expect(membersLoaded({ list: [{ userId: 4, loginid: 'kf', userName: 'x' }] })).toEqual({ userIds: [4] });
    expect(membersBody({ userIds: [4, 5] }, { params: { id: '2' } })).toEqual({ roleId: 2, userIds: [4, 5], mode: 'set' });
    expect(membersBody({}, { params: { id: 2 } })).toEqual({ roleId: 2, userIds: [], mode: 'set' });
  });

  it('member options: enabled staff, plus current members whoever they are', () => {
    expect(memberOptions([{ userId: 4, loginid: 'kf', userName: '陈客服' }, { userId: 9, loginid: 'c9', userName: '客户' }], [{ value: 4, label: '陈客服 (kf)' }]))
      .toEqual([{ value: 4, label: '陈客服 (kf)' }, { value: 9, label: '客户 (c9)' }]);
  });
});

describe('ZJ0601_02 staff', () => {
  it('the login ID is sent on add only; cleared selects are sent as null on edit', () => {
    const loaded = staffLoad({ id: 3, loginid: 'sales', userName: '李销售', roleIds: [2], stationId: 1, leaderId: null, email: null, logins: [{ loginid: 'sales' }], customerCount: 1 });
    expect(loaded).toMatchObject({ id: 3, loginid: 'sales', logins: [{ loginid: 'sales' }] });
    expect(loaded).not.toHaveProperty('customerCount');
    expect(staffSave({ ...loaded, email: '' })).toEqual({ id: 3, userName: '李销售', roleIds: [2], stationId: 1, leaderId: null, email: null });
    expect(staffSave({ loginid: 'new1', userName: 'N', roleIds: [3], enabled: true })).toEqual({ loginid: 'new1', userName: 'N', roleIds: [3], enabled: true });
  });
});

describe('ZJ0101 customers', () => {
  it('list rows get yes/no flags and the currencies as text', () => {
    expect(customerList({ list: [{ id: 1, frozen: true, locked: false, currencies: ['RMB', 'USD'] }], total: 1 }).list[0])
      .toMatchObject({ frozenFlag: true, lockedFlag: false, currencyList: 'RMB, USD' });
  });

  it('edit: staff bindings from the lists, the login ID never sent, emptied fields cleared', () => {
    const values = customerLoad({ id: 2, code: 'C0002', loginid: 'customer2', name: '张小明', userType: 'individual', salesIds: [3], kfIds: [], cwIds: [], creditLimit: '0.00' });
    expect(values).toMatchObject({ id: 2, salesId: 3, kfId: undefined, creditLimit: '0.00' });
    const body = customerSave({ ...values, email: '' });
    expect(body).toMatchObject({ id: 2, code: 'C0002', salesId: 3, kfId: null, email: null, creditLimit: '0.00' });
    expect(body).not.toHaveProperty('loginid');
  });

  it('add: the login ID and only what was filled in', () => {
    expect(customerSave({ loginid: 'c1', userType: 'enterprise', companyName: '公司', email: '' }))
      .toEqual({ loginid: 'c1', userType: 'enterprise', companyName: '公司' });
  });

  it('audit: approved, or review failed with the remark', () => {
    expect(auditBody({ approved: true, remark: '' }, { params: { id: '5' } })).toEqual({ id: 5, result: 'approved', remark: null });
    expect(auditBody({ id: 6, approved: false, remark: ' 资料不全 ' })).toEqual({ id: 6, result: 'rejected', remark: '资料不全' });
  });
});

describe('MN0401 announcements', () => {
  it('edit sends the API fields only', () => {
    const values = noticeLoad({ id: 1, title: 'T', summary: null, content: '<p>x</p>', audience: 'public', status: 'in_use', publisherName: 'admin' });
    expect(noticeSave({ ...values, summary: '' })).toEqual({ id: 1, title: 'T', summary: null, content: '<p>x</p>', audience: 'public', status: 'in_use' });
  });

  it('edits the English texts beside the Chinese ones; one emptied is sent as null (cleared), one never loaded is left out (kept)', () => {
    const loaded = { id: 1, title: '通知', summary: '摘要', content: '<p>正文</p>', titleEn: 'Notice', summaryEn: null, contentEn: '<p>Text</p>', audience: 'public', status: 'draft' };
    const values = noticeLoad(loaded);
    expect(values).toMatchObject({ titleEn: 'Notice', contentEn: '<p>Text</p>' });
    expect(noticeSave({ ...values, titleEn: 'Notice 2', contentEn: ' ' })).toEqual({
      id: 1, title: '通知', summary: '摘要', content: '<p>正文</p>', titleEn: 'Notice 2', contentEn: null, audience: 'public', status: 'draft',
    });
  });

});
