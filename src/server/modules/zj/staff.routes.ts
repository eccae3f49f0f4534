/**
 * ZJ0601_01 staff management and ZJ0601_02 user details with login ID management.
 * The login ID cannot be changed once set. A new account or a password reset gets a first
 * password (platform/auth/firstPassword.ts: one-time, shown once) that must be changed at the next
 * login; a reset ends the user's sessions. Every change of an account follows the account rule
 * (platform/auth/accountRule.ts).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { hashPassword } from '../../platform/auth/password';
import type { Database } from '../../db/connection';
import { assertCustomerInScope } from '../../platform/permissions/dataScope';
import { ADMIN_ROLE, assertMayChangeViewAll, assertMayGrantAdministrator, isAdministrator, mayChangeAccounts } from '../../platform/auth/accountRule';
import { firstPassword, firstPasswordMessage, resetAnswerSchema, resetPasswords } from '../../platform/auth/firstPassword';
import { forgetAccountFailures } from '../../platform/auth/throttle';
import { LIVE_NOT_IDLE } from '../../platform/auth/sessionUser';
import { formBody } from '../../platform/formBody';
import { presentSet, type PresentColumn } from '../../platform/partialUpdate';
import staffForm from '../../../../schemas/zj/ZJ0601_02.json' with { type: 'json' };
import customerList from '../../../../schemas/zj/ZJ0101_01.json' with { type: 'json' };
import { countSql, guardUnique, idsBody, inTransaction, isForeignKeyViolation, ListFilter, listPage, listResponse, orderBy, pageQueryProps, paging, pickIds, type PageQuery } from '../../platform/resource';
import { normText, optText } from '../../platform/text';
import { instantSql } from '../../platform/time';

defineMessages({
  'zh-CN': {
    'staff.notFound': '员工不存在',
    'staff.loginidTaken': '登录ID“{loginid}”已被使用',
    'staff.loginidImmutable': '登录ID一经设置不能修改（当前为“{loginid}”）',
    'staff.loginidRequired': '新增员工时必须填写登录ID',
    'staff.pickRole': '请至少选择一个角色',
    'staff.roleUnknown': '所选角色不存在：{ids}',
    'staff.customerRole': '员工不能分配客户角色',
    'staff.stationUnknown': '所选站点不存在',
    'staff.leaderUnknown': '所选上级不存在或不是员工',
    'staff.leaderCycle': '上级不能是本人或本人的下级',
    'staff.notSelf': '不能对自己执行此操作',
    'staff.ownRoles': '不能修改自己的角色，请联系管理员',
    'staff.loginNotFound': '登录账号不存在',
    'staff.loginStaffFixed': '员工的登录ID不能删除，如不再使用请停用该账号',
    'staff.loginLast': '这是该客户唯一的登录ID，不能删除',
    'staff.loginInUse': '该登录ID已有业务数据，不能删除，请改为停用或锁定',
  },
  'en-US': {
    'staff.notFound': 'The staff member does not exist',
    'staff.loginidTaken': 'The login ID "{loginid}" is already in use',
    'staff.loginidImmutable': 'The login ID cannot be changed once set (it is "{loginid}")',
    'staff.loginidRequired': 'A new staff member needs a login ID',
    'staff.pickRole': 'Pick at least one role',
    'staff.roleUnknown': 'No such role: {ids}',
    'staff.customerRole': 'Staff cannot be given the customer role',
    'staff.stationUnknown': 'No such station',
    'staff.leaderUnknown': 'The leader does not exist or is not staff',
    'staff.leaderCycle': 'The leader cannot be the person or one of their subordinates',
    'staff.notSelf': 'You cannot do this to your own account',
    'staff.ownRoles': 'You cannot change your own roles: ask an administrator',
    'staff.loginNotFound': 'The login account does not exist',
    'staff.loginStaffFixed': "A staff member's login ID cannot be removed: disable the account instead",
    'staff.loginLast': "This is the customer's only login ID: it cannot be removed",
    'staff.loginInUse': 'This login ID already has business records: lock or disable it instead',
  },
});

const AUTH_STAFF = 'zj/0601/01.html';
/** ZJ0601_02, the hidden user details / login ID page (granted with the staff page). */
const AUTH_DETAIL = 'zj/0601/02.html';
/** XT0105's role members dialog, which picks staff from the leaders of zj/0601/options. */
const AUTH_ROLE_MEMBERS = 'xt/0105/02.html';

interface StaffRow {
  id: number;
  loginid: string;
  user_name: string;
  view_all: boolean;
  locked: boolean;
  enabled: boolean;
  must_change_password: boolean;
  station_id: number | null;
  station_name_zh: string | null;
  station_name_en: string | null;
  leader_id: number | null;
  leader_name: string | null;
  leader_loginid: string | null;
  email: string | null;
  mobile: string | null;
  roles: { id: number; code: string; nameZh: string; nameEn: string }[] | null;
  customer_count: number;
  last_login_at: string | null;
  created_at: string;
}

const STAFF_SELECT = `select u.id, u.loginid, u.user_name, u.view_all, u.locked, u.enabled, u.must_change_password,
       u.station_id, st.name_zh as station_name_zh, st.name_en as station_name_en,
       u.leader_id, l.user_name as leader_name, l.loginid as leader_loginid, u.email, u.mobile, ${instantSql('u.created_at')} as created_at,
       coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'nameZh', r.name_zh, 'nameEn', r.name_en) order by r.sort, r.id)
                   from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
       (select count(distinct cs.customer_id)::int from customer_staff cs where cs.user_id = u.id) as customer_count,
       ${instantSql('(select max(s.created_at) from session s where s.user_id = u.id)')} as last_login_at
  from app_user u
  left join station st on st.id = u.station_id
  left join app_user l on l.id = u.leader_id`;

const staffItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    loginid: { type: 'string' },
    userName: { type: 'string' },
    roles: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } } },
    },
    roleIds: { type: 'array', items: { type: 'integer' } },
    roleNames: { type: 'string' },
    viewAll: { type: 'boolean' },
    locked: { type: 'boolean' },
    enabled: { type: 'boolean' },
    mustChangePassword: { type: 'boolean' },
    stationId: { type: ['integer', 'null'] },
    stationName: { type: ['string', 'null'] },
    leaderId: { type: ['integer', 'null'] },
    leaderName: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    mobile: { type: ['string', 'null'] },
    customerCount: { type: 'integer' },
    lastLoginAt: { type: ['string', 'null'], },
    createdAt: { type: 'string', },
  },
};

function toStaff(r: StaffRow, lang: string) {
  const en = lang === 'en-US';
  const roles = (r.roles ?? []).map((x) => ({ id: x.id, code: x.code, name: en ? x.nameEn : x.nameZh }));
  return {
    id: r.id,
    loginid: r.loginid,
    userName: r.user_name,
    roles,
    roleIds: roles.map((x) => x.id),
    roleNames: roles.map((x) => x.name).join(en ? ', ' : '、'),
    viewAll: r.view_all,
    locked: r.locked,
    enabled: r.enabled,
    mustChangePassword: r.must_change_password,
    stationId: r.station_id,
    stationName: en ? r.station_name_en : r.station_name_zh,
    leaderId: r.leader_id,
    leaderName: r.leader_name,
    email: r.email,
    mobile: r.mobile,
    customerCount: Number(r.customer_count),
    lastLoginAt: r.last_login_at,
    createdAt: r.created_at,
  };
}

async function getStaff(db: Database, id: number): Promise<StaffRow> {
  const rows = await db.query<StaffRow>(`${STAFF_SELECT} where u.id = $1 and u.user_type = 'staff'`, [id]);
  if (!rows[0]) throw new AppError('staff.notFound');
  return rows[0];
}

/** Existing staff ids among `ids`; refuses when one is missing. */
async function staffIds(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select id from app_user where id = any($1::int[]) and user_type = 'staff'`, [ids]);
  if (rows.length !== ids.length) throw new AppError('staff.notFound');
  return ids;
}

interface SaveBody {
  id?: number;
  loginid?: string;
  userName: string;
  roleIds: number[];
  stationId?: number | null;
  leaderId?: number | null;
  viewAll?: boolean;
  email?: string | null;
  mobile?: string | null;
  enabled?: boolean;
}

/** Columns an edit writes, each only when the body carries its field. */
const STAFF_COLUMNS: Record<string, PresentColumn> = {
  userName: { col: 'user_name', value: normText },
  stationId: { col: 'station_id', cast: '::int' },
  leaderId: { col: 'leader_id', cast: '::int' },
  viewAll: { col: 'view_all', keepOnNull: true },
  email: { col: 'email', value: optText },
  mobile: { col: 'mobile', value: optText },
  enabled: { col: 'enabled', keepOnNull: true },
};

interface ListQuery extends PageQuery {
  keyword?: string;
  roleId?: number;
  locked?: boolean;
  enabled?: boolean;
  viewAll?: boolean;
  stationId?: number;
}

const userIdQuery = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 1 }, customerId: { type: 'integer', minimum: 1 } },
  anyOf: [{ required: ['userId'] }, { required: ['customerId'] }],
};

export default defineRoutes([
  {
    method: 'GET',
    url: 'zj/0601/list',
    authority: AUTH_STAFF,
    summary: 'Staff: login ID, name, roles, view-all flag, locked, enabled, station, leader (paged)',
    querystring: {
      type: 'object',
      properties: {
        ...pageQueryProps,
        keyword: { type: 'string', maxLength: 50 },
        roleId: { type: 'integer', minimum: 1 },
        locked: { type: 'boolean' },
        enabled: { type: 'boolean' },
        viewAll: { type: 'boolean' },
        stationId: { type: 'integer', minimum: 1 },
      },
    },
    response: listResponse(staffItem),
    async handler(req) {
      const db = req.server.db;
      const q = req.query as ListQuery;
      const f = new ListFilter()
        .and(`u.user_type = 'staff'`)
        .keyword(['u.loginid', 'u.user_name'], q.keyword)
        .when(q.roleId, (p) => `exists (select 1 from user_role ur where ur.user_id = u.id and ur.role_id = ${p})`)
        .eq('u.locked', q.locked)
        .eq('u.enabled', q.enabled)
        .eq('u.view_all', q.viewAll)
        .eq('u.station_id', q.stationId);
      const order = orderBy(
        q,
        {
          loginid: 'u.loginid', userName: 'u.user_name', viewAll: 'u.view_all', locked: 'u.locked', enabled: 'u.enabled', createdAt: 'u.created_at',
          lastLoginAt: '(select max(s.created_at) from session s where s.user_id = u.id)',
        },
        'u.loginid',
        'u.id',
      );
      const { rows, total } = await listPage(db, {
        from: 'app_user u',
        id: 'u.id',
        filter: f,
        order,
        page: paging(q),
        decorate: (ids) => db.query<StaffRow>(`${STAFF_SELECT} where u.id = any($1::int[])`, [ids]),
      });
      return { list: rows.map((r) => toStaff(r, req.lang)), total };
    },
  },
  {
    method: 'GET',
    url: 'zj/0601/options',
    // The staff list's role column, ZJ0601_02's selects, and XT0105_01's member picker (leaders).
    authority: [AUTH_STAFF, AUTH_DETAIL, AUTH_ROLE_MEMBERS],
    summary: 'Select options of the staff form: roles (no customer role), stations, leaders (enabled staff)',
    response: {
      type: 'object',
      properties: Object.fromEntries(
        ['roles', 'stations', 'leaders'].map((k) => [
          k,
          { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' }, disabled: { type: 'boolean' } } } },
        ]),
      ),
    },
    async handler(req) {
      const db = req.server.db;
      const en = req.lang === 'en-US';
      const roles = await db.query<{ value: number; label: string; disabled: boolean }>(
        `select id as value, ${en ? 'name_en' : 'name_zh'} as label, status <> 'enabled' as disabled
           from role where code <> 'customer' order by sort, id`,
      );
      const stations = await db.query<{ value: number; label: string }>(
        `select id as value, ${en ? 'name_en' : 'name_zh'} as label from station order by sort, id`,
      );
      const leaders = await db.query<{ value: number; label: string }>(
        `select id as value, user_name || ' (' || loginid || ')' as label from app_user
          where user_type = 'staff' and enabled order by loginid`,
      );
      return { roles, stations, leaders };
    },
  },
  {
    method: 'GET',
    url: 'zj/0601/detail',
    authority: AUTH_DETAIL,
    summary: 'ZJ0601_02: a staff member with login IDs and associated customers',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: {
      type: 'object',
      properties: {
        ...staffItem.properties,
        logins: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              userId: { type: 'integer' },
              loginid: { type: 'string' },
              primary: { type: 'boolean' },
              locked: { type: 'boolean' },
              enabled: { type: 'boolean' },
              createdAt: { type: 'string', },
              lastLoginAt: { type: ['string', 'null'], },
            },
          },
        },
        customers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              customerId: { type: 'integer' },
              code: { type: 'string' },
              name: { type: 'string' },
              relations: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const r = await getStaff(db, (req.query as { id: number }).id);
      const customers = await db.query<{ id: number; code: string; name: string; relations: string[] }>(
        `select c.id, c.code, c.name, array_agg(cs.relation order by cs.relation) as relations
           from customer_staff cs join customer c on c.id = cs.customer_id
          where cs.user_id = $1 group by c.id, c.code, c.name order by c.code`,
        [r.id],
      );
      return {
        ...toStaff(r, req.lang),
        logins: [
          { userId: r.id, loginid: r.loginid, primary: true, locked: r.locked, enabled: r.enabled, createdAt: r.created_at, lastLoginAt: r.last_login_at },
        ],
        customers: customers.map((c) => ({ customerId: c.id, code: c.code, name: c.name, relations: c.relations })),
      };
    },
  },
  {
    method: 'GET',
    url: 'zj/0601/login/list',
    authority: AUTH_DETAIL,
    summary: 'ZJ0601_02: the login IDs of a staff member (userId) or of a customer (customerId), read-only',
    querystring: userIdQuery,
    response: listResponse({
      type: 'object',
      properties: {
        userId: { type: 'integer' },
        loginid: { type: 'string' },
        userName: { type: 'string' },
        userType: { type: 'string' },
        locked: { type: 'boolean' },
        enabled: { type: 'boolean' },
        mustChangePassword: { type: 'boolean' },
        createdAt: { type: 'string', },
        lastLoginAt: { type: ['string', 'null'], },
        activeSessions: { type: 'integer' },
      },
    }),
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const q = req.query as { userId?: number; customerId?: number };
      // A customer's logins only within the caller's data scope, like every other customer read.
      if (q.customerId) await assertCustomerInScope(db, me, q.customerId);
      const rows = await db.query<{
        id: number;
        customer_id: number | null;
        loginid: string;
        user_name: string;
        user_type: string;
        locked: boolean;
        enabled: boolean;
        must_change_password: boolean;
        created_at: string;
        last_login_at: string | null;
        active_sessions: number;
      }>(
        `select u.id, u.customer_id, u.loginid, u.user_name, u.user_type, u.locked, u.enabled, u.must_change_password,
                ${instantSql('u.created_at')} as created_at,
                ${instantSql('(select max(s.created_at) from session s where s.user_id = u.id)')} as last_login_at,
                (select count(*)::int from session s left join session_activity a on a.token_hash = s.token_hash
                  where s.user_id = u.id and s.revoked_at is null and s.expires_at > now() and ${LIVE_NOT_IDLE}) as active_sessions
           from app_user u
          where ($1::int is not null and u.id = $1) or ($2::int is not null and u.customer_id = $2)
          order by u.loginid`,
        [q.userId ?? null, q.customerId ?? null],
      );
      // A customer login asked for by its user id: the same scope.
      for (const customerId of new Set(rows.flatMap((u) => (u.customer_id ? [u.customer_id] : [])))) {
        await assertCustomerInScope(db, me, customerId);
      }
      return {
        list: rows.map((u) => ({
          userId: u.id,
          loginid: u.loginid,
          userName: u.user_name,
          userType: u.user_type,
          locked: u.locked,
          enabled: u.enabled,
          mustChangePassword: u.must_change_password,
          createdAt: u.created_at,
          lastLoginAt: u.last_login_at,
          activeSessions: Number(u.active_sessions),
        })),
        total: rows.length,
      };
    },
  },
  {
    method: 'POST',
    url: 'zj/0601/save',
    // ZJ0601_02 (hidden under the list) saves the member it shows.
    authority: [AUTH_STAFF, AUTH_DETAIL],
    summary:
      'Add a staff member (no id: login ID required; answers a first password shown once, to be changed at the first login) or edit one ' +
      '(login ID unchangeable); only an administrator grants the administrator role, changes an administrator or the view-all flag; ' +
      'nobody but an administrator changes their own roles',
    body: formBody(staffForm),
    response: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        loginid: { type: 'string' },
        password: { type: 'string', description: 'on add only: the first password (K09 {secret}), answered once' },
        message: { type: 'string' },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const b = req.body as SaveBody;
      const userName = normText(b.userName);
      const roleIds = [...new Set(b.roleIds)];
      if (roleIds.length === 0) throw new AppError('staff.pickRole');
      const roles = await db.query<{ id: number; code: string }>(`select id, code from role where id = any($1::int[])`, [roleIds]);
      const missing = roleIds.filter((id) => !roles.some((r) => r.id === id));
      if (missing.length) throw new AppError('staff.roleUnknown', { ids: missing.join(', ') });
      if (roles.some((r) => r.code === 'customer')) throw new AppError('staff.customerRole');
      assertMayGrantAdministrator(me, roles.some((r) => r.code === ADMIN_ROLE));
      if (b.stationId && !(await db.query(`select 1 from station where id = $1`, [b.stationId])).length) throw new AppError('staff.stationUnknown');
      if (b.leaderId) {
        const l = await db.query(`select 1 from app_user where id = $1 and user_type = 'staff'`, [b.leaderId]);
        if (!l.length) throw new AppError('staff.leaderUnknown');
      }
      const email = optText(b.email);
      const mobile = optText(b.mobile);

      if (b.id) {
        const old = await getStaff(db, b.id);
        // The login ID is fixed once set: the same value may be sent back, another is refused.
        if (b.loginid !== undefined && normText(b.loginid) !== old.loginid) throw new AppError('staff.loginidImmutable', { loginid: old.loginid });
        await mayChangeAccounts(db, me, [b.id]);
        assertMayChangeViewAll(me, old.view_all, b.viewAll);
        const oldRoleIds = (old.roles ?? []).map((r) => r.id);
        const rolesChange = oldRoleIds.length !== roleIds.length || roleIds.some((id) => !oldRoleIds.includes(id));
        if (b.id === me.userId && rolesChange && !isAdministrator(me)) throw new AppError('staff.ownRoles');
        if (b.leaderId) {
          // The new leader may not sit below this person (or be this person).
          const cyc = await db.query(
            `with recursive sub(id) as (select $1::int union select u.id from app_user u join sub s on u.leader_id = s.id)
             select 1 from sub where id = $2`,
            [b.id, b.leaderId],
          );
          if (cyc.length) throw new AppError('staff.leaderCycle');
        }
        if (b.id === me.userId && b.enabled === false) throw new AppError('staff.notSelf');
        await inTransaction(db, async (q) => {
          // Only the fields sent: one left out keeps its value (platform/partialUpdate.ts).
          const params: unknown[] = [b.id];
          const set = presentSet(b, STAFF_COLUMNS, params);
          await q(`update app_user set ${[...set, 'updated_at = now()'].join(', ')} where id = $1`, params);
          await q(`delete from user_role where user_id = $1 and not (role_id = any($2::int[]))`, [b.id, roleIds]);
          await q(`insert into user_role (user_id, role_id) select $1, unnest($2::int[]) on conflict do nothing`, [b.id, roleIds]);
        });
        return { id: b.id, loginid: old.loginid };
      }

      // Required on add only (the form's linkage); its format is the form's `loginid` rule.
      const loginid = normText(b.loginid ?? '');
      if (!loginid) throw new AppError('staff.loginidRequired');
      assertMayChangeViewAll(me, undefined, b.viewAll);
      if ((await db.query(`select 1 from app_user where lower(loginid) = lower($1)`, [loginid])).length) {
        throw new AppError('staff.loginidTaken', { loginid }).onFields('loginid');
      }
      const password = firstPassword(req.server.config);
      const passwordHash = await hashPassword(password);
      const id = await guardUnique(() => inTransaction(db, async (q) => {
        const rows = await q<{ id: number }>(
          `insert into app_user (loginid, password_hash, user_name, user_type, station_id, leader_id, view_all, email, mobile,
                                 enabled, must_change_password)
           values ($1, $2, $3, 'staff', $4, $5, $6, $7, $8, $9, true) returning id`,
          [loginid, passwordHash, userName, b.stationId ?? null, b.leaderId ?? null, b.viewAll ?? false, email, mobile, b.enabled ?? true],
        );
        await q(`insert into user_role (user_id, role_id) select $1, unnest($2::int[])`, [rows[0].id, roleIds]);
        return rows[0].id;
      }), () => new AppError('staff.loginidTaken', { loginid }).onFields('loginid'));
      return { id, loginid, password, message: firstPasswordMessage(req.server.config, req.lang) };
    },
  },
  ...(
    [
      ['lock', 'Lock staff accounts (their sessions stop working)', 'locked = true'],
      ['unlock', 'Unlock staff accounts', 'locked = false'],
    ] as const
  ).map(([verb, summary, set]) => ({
    method: 'POST' as const,
    url: `zj/0601/${verb}`,
    authority: AUTH_STAFF,
    summary: `${summary}: {id} or {ids}`,
    body: idsBody,
    response: { type: 'object', properties: { updated: { type: 'integer' } } },
    async handler(req: any) {
      const db: Database = req.server.db;
      const me = currentUser(req);
      const ids = await staffIds(db, pickIds(req.body));
      if (verb === 'lock' && ids.includes(me.userId)) throw new AppError('staff.notSelf');
      const accounts = await mayChangeAccounts(db, me, ids);
      const rows = await inTransaction(db, async (q) => {
        // Unlocking also forgets the failed logins that may have locked the account.
        if (verb === 'unlock') await forgetAccountFailures(q, accounts.map((a) => a.loginid));
        return q(`update app_user set ${set}, updated_at = now() where id = any($1::int[]) returning id`, [ids]);
      });
      return { updated: rows.length };
    },
  })),
  {
    method: 'POST',
    url: 'zj/0601/status',
    authority: AUTH_STAFF,
    summary: 'Enable or disable staff accounts: {id | ids, status: enabled | disabled}',
    body: {
      ...idsBody,
      required: ['status'],
      properties: { ...idsBody.properties, status: { type: 'string', enum: ['enabled', 'disabled'] } },
    },
    response: { type: 'object', properties: { updated: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const b = req.body as { id?: number; ids?: number[]; status: 'enabled' | 'disabled' };
      const ids = await staffIds(db, pickIds(b));
      if (b.status === 'disabled' && ids.includes(me.userId)) throw new AppError('staff.notSelf');
      await mayChangeAccounts(db, me, ids);
      const rows = await inTransaction(db, (q) =>
        q(`update app_user set enabled = $2, updated_at = now() where id = any($1::int[]) returning id`, [ids, b.status === 'enabled']),
      );
      return { updated: rows.length };
    },
  },
  {
    method: 'POST',
    url: 'zj/0601/login/add',
    authority: AUTH_DETAIL,
    summary:
      "ZJ0601_02: add another login ID to a customer in the caller's scope (answers a first password shown once, to be changed at the first login; " +
      'the ID can never be renamed)',
    body: formBody(customerList, 'addLogin'),
    response: {
      type: 'object',
      properties: { userId: { type: 'integer' }, loginid: { type: 'string' }, password: { type: 'string' }, message: { type: 'string' } },
    },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { customerId: number; loginid: string; userName?: string; email?: string | null; mobile?: string | null };
      const [c] = await db.query<{ id: number; name: string; station_id: number | null }>(`select id, name, station_id from customer where id = $1`, [b.customerId]);
      if (!c) throw new AppError('customer.notFound');
      await assertCustomerInScope(db, currentUser(req), c.id);
      const loginid = normText(b.loginid);
      if ((await db.query(`select 1 from app_user where lower(loginid) = lower($1)`, [loginid])).length) {
        throw new AppError('staff.loginidTaken', { loginid }).onFields('loginid');
      }
      const password = firstPassword(req.server.config);
      const passwordHash = await hashPassword(password);
      const userId = await guardUnique(() => inTransaction(db, async (q) => {
        const [u] = await q<{ id: number }>(
          `insert into app_user (loginid, password_hash, user_name, user_type, customer_id, station_id, email, mobile, must_change_password)
           values ($1, $2, $3, 'customer', $4, $5, $6, $7, true) returning id`,
          [loginid, passwordHash, optText(b.userName) ?? c.name, c.id, c.station_id, optText(b.email), optText(b.mobile)],
        );
        await q(`insert into user_role (user_id, role_id) select $1, id from role where code = 'customer'`, [u.id]);
        return u.id;
      }), () => new AppError('staff.loginidTaken', { loginid }).onFields('loginid'));
      return { userId, loginid, password, message: firstPasswordMessage(req.server.config, req.lang) };
    },
  },
  {
    method: 'POST',
    url: 'zj/0601/login/delete',
    authority: AUTH_DETAIL,
    summary: "ZJ0601_02: remove one of a customer's login IDs (never the last; staff login IDs are disabled, not removed)",
    body: { type: 'object', additionalProperties: false, required: ['userId'], properties: { userId: { type: 'integer', minimum: 1 } } },
    response: { type: 'object', properties: { deleted: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const { userId } = req.body as { userId: number };
      const [u] = await db.query<{ user_type: string; customer_id: number | null }>(`select user_type, customer_id from app_user where id = $1`, [userId]);
      if (!u) throw new AppError('staff.loginNotFound');
      if (u.user_type !== 'customer' || !u.customer_id) throw new AppError('staff.loginStaffFixed');
      await mayChangeAccounts(db, currentUser(req), [userId]);
      const [{ n }] = await db.query<{ n: number }>(`select ${countSql} as n from app_user where customer_id = $1`, [u.customer_id]);
      if (Number(n) <= 1) throw new AppError('staff.loginLast');
      try {
        await inTransaction(db, (q) => q(`delete from app_user where id = $1`, [userId]));
      } catch (err) {
        // Rows elsewhere still point at the account (orders, downloads ...).
        if (isForeignKeyViolation(err)) throw new AppError('staff.loginInUse');
        throw err;
      }
      return { deleted: 1 };
    },
  },
  {
    method: 'POST',
    url: 'zj/0601/resetpwd',
    // The function point the platform seeds (manager; admin always), as mn/0101/pwd/reset.
    authority: 'zj/0601/resetpwd',
    summary:
      'Reset staff passwords (K09 {secret}): a one-time password each, answered once (or the default, RESET_PASSWORD_MODE=default); ' +
      'only an administrator resets an administrator; the next login must change it; sessions are ended',
    body: idsBody,
    response: resetAnswerSchema,
    async handler(req) {
      const ids = await staffIds(req.server.db, pickIds(req.body as { id?: number; ids?: number[] }));
      return resetPasswords(req, ids);
    },
  },
]);
