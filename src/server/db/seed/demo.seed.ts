import type { Database } from '../connection';
import { hashPassword } from '../../platform/auth/password';
import { inTransaction, SEED_LOCK } from '../../platform/transaction';
import { defineSeed } from './define';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo@2026';

const STATIONS = [
  { code: 'SHA', nameZh: '上海站', nameEn: 'Shanghai station', cityZh: '上海', cityEn: 'Shanghai', phone: '021-60000001' },
  { code: 'SZX', nameZh: '深圳站', nameEn: 'Shenzhen station', cityZh: '深圳', cityEn: 'Shenzhen', phone: '0755-60000002' },
  { code: 'CAN', nameZh: '广州站', nameEn: 'Guangzhou station', cityZh: '广州', cityEn: 'Guangzhou', phone: '020-60000003' },
];

const CUSTOMERS = [
  {
    code: 'C0001', name: '上海示例贸易有限公司', userType: 'enterprise', companyName: '上海示例贸易有限公司',
    creditCode: '91310000MA1FL0001X', contactName: '刘经理', phone: '13800000001', email: 'customer@example.com',
    orderStatus: 'OS04', creditLimit: '50000.00', station: 'SHA',
    accounts: [['RMB', '12000.00'], ['USD', '800.00'], ['EUR', '0.00'], ['GBP', '0.00']],
  },
  {
    code: 'C0002', name: '张小明', userType: 'individual', companyName: null,
    creditCode: null, contactName: '张小明', phone: '13800000002', email: 'customer2@example.com',
    orderStatus: 'OS01', creditLimit: '0.00', station: 'SZX',
    accounts: [['RMB', '0.00']],
  },
] as const;

interface DemoUser {
  loginid: string;
  userName: string;
  role: string;
  customer?: string;
  station?: string;
  viewAll?: boolean;
  leader?: string;
  email?: string;
  mobile?: string;
}

/** One account per role (README), leaders first so `leader` can refer back. */
export const DEMO_USERS: DemoUser[] = [
  { loginid: 'admin', userName: '系统管理员', role: 'admin', station: 'SHA', viewAll: true },
  { loginid: 'manager', userName: '王经理', role: 'manager', station: 'SHA' },
  { loginid: 'sales', userName: '李销售', role: 'sales', station: 'SHA', leader: 'manager', mobile: '13900000003' },
  { loginid: 'kf', userName: '陈客服', role: 'kf', station: 'SHA', leader: 'manager', mobile: '13900000004' },
  { loginid: 'finance', userName: '赵财务', role: 'finance', station: 'SHA', leader: 'manager' },
  { loginid: 'ops', userName: '周操作', role: 'ops', station: 'SZX', leader: 'manager' },
  { loginid: 'dealer', userName: '吴代理', role: 'dealer', station: 'CAN' },
  { loginid: 'customer', userName: '上海示例贸易有限公司', role: 'customer', customer: 'C0001', station: 'SHA' },
  { loginid: 'customer2', userName: '张小明', role: 'customer', customer: 'C0002', station: 'SZX' },
];

/** Staff bound to the enterprise customer: sales (xs), customer service (kf), finance (cw). */
const BINDINGS: [customer: string, loginid: string, relation: 'xs' | 'kf' | 'cw'][] = [
  ['C0001', 'sales', 'xs'],
  ['C0001', 'kf', 'kf'],
  ['C0001', 'finance', 'cw'],
];

/** The welcome notice, in each language on its own (a reader sees theirs: src/domain/language/localText.ts). */
const NOTICE = {
  title: '欢迎使用跨境物流管理平台',
  summary: '平台已上线：在线下单、轨迹查询、账单与充值。',
  content: '<p>尊敬的用户：跨境物流管理平台已正式上线，支持在线下单、批量下单、轨迹查询、账单查询与在线充值。如有问题请联系您的专属客服。</p>',
  titleEn: 'Welcome to the cross-border logistics platform',
  summaryEn: 'The platform is live: ordering, tracking, bills and top-ups.',
  contentEn:
    '<p>Dear user: the cross-border logistics platform is now live, with online and bulk ordering, tracking, bills and online top-up. ' +
    'Please contact your customer service representative with any question.</p>',
};

async function ids(db: Database, sql: string): Promise<Map<string, number>> {
  return new Map((await db.query<{ k: string; id: number }>(sql)).map((r) => [r.k, r.id]));
}

export default defineSeed({
  name: 'demo accounts',
  order: 15,
  async demo(ctx) {
    await inTransaction(ctx.db, seedDemo, { lockKey: SEED_LOCK });
  },
});

async function seedDemo(db: Database): Promise<void> {
  for (const [i, s] of STATIONS.entries()) {
    await db.query(
      `insert into station (code, name_zh, name_en, city_zh, city_en, phone, sort) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (code) do nothing`,
      [s.code, s.nameZh, s.nameEn, s.cityZh, s.cityEn, s.phone, (i + 1) * 10],
    );
  }
  const stations = await ids(db, `select code as k, id from station`);

  for (const c of CUSTOMERS) {
    const [row] = await db.query<{ id: number }>(
      `insert into customer (code, name, user_type, company_name, credit_code, contact_name, phone, email,
                             order_status, credit_limit, station_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11)
       on conflict (code) do nothing returning id`,
      [c.code, c.name, c.userType, c.companyName, c.creditCode, c.contactName, c.phone, c.email,
        c.orderStatus, c.creditLimit, stations.get(c.station) ?? null],
    );
    if (!row) continue;
    for (const [currency, balance] of c.accounts) {
      await db.query(
        `insert into customer_account (customer_id, currency, balance) values ($1, $2, $3::numeric) on conflict do nothing`,
        [row.id, currency, balance],
      );
    }
  }
  const customers = await ids(db, `select code as k, id from customer`);
  const roles = await ids(db, `select code as k, id from role`);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const [row] = await db.query<{ id: number }>(
      `insert into app_user (loginid, password_hash, user_name, user_type, customer_id, station_id, view_all, email, mobile,
                             leader_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, (select id from app_user where loginid = $10))
       on conflict (loginid) do nothing returning id`,
      [u.loginid, passwordHash, u.userName, u.customer ? 'customer' : 'staff', u.customer ? customers.get(u.customer) : null,
        u.station ? stations.get(u.station) : null, u.viewAll ?? false, u.email ?? null, u.mobile ?? null, u.leader ?? null],
    );
    if (!row) continue;
    await db.query(`insert into user_role (user_id, role_id) values ($1, $2) on conflict do nothing`, [row.id, roles.get(u.role)]);
  }
  const users = await ids(db, `select loginid as k, id from app_user`);
  for (const [customer, loginid, relation] of BINDINGS) {
    await db.query(`insert into customer_staff (customer_id, user_id, relation) values ($1, $2, $3) on conflict do nothing`, [
      customers.get(customer),
      users.get(loginid),
      relation,
    ]);
  }

  await db.query(
    `insert into notice (title, summary, content, title_en, summary_en, content_en, audience, status, published_at, publisher_id, publisher_name)
     select $1, $2, $3, $4, $5, $6, 'public', 'in_use', now(), id, user_name from app_user
      where loginid = 'admin' and not exists (select 1 from notice)`,
    [NOTICE.title, NOTICE.summary, NOTICE.content, NOTICE.titleEn, NOTICE.summaryEn, NOTICE.contentEn],
  );
}
