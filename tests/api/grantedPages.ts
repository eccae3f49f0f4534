import { hashPassword } from '../../src/server/platform/auth/password';
import { DEMO_PASSWORD, login, type TestApp } from './harness';

/**
 * A staff account whose one role holds exactly the given menu pages, sees no customer but the
 * ones it is the salesperson of (no view-all flag): what a role granted one screen can do.
 * Answers the account's token.
 */
export async function staffWithPages(t: TestApp, loginid: string, urls: string[], customerCodes: string[] = []): Promise<string> {
  const pages = await t.db.query<{ id: number; url: string }>(`select id, url from menu where url = any($1::text[])`, [urls]);
  const missing = urls.filter((u) => !pages.some((p) => p.url === u));
  if (missing.length) throw new Error(`no menu page ${missing.join(', ')}`);
  const [role] = await t.db.query<{ id: number }>(
    `insert into role (code, name_zh, name_en) values ($1, $1, $1) returning id`,
    [`only_${loginid}`],
  );
  await t.db.query(`insert into role_menu (role_id, menu_id) select $1, unnest($2::int[])`, [role.id, pages.map((p) => p.id)]);
  const [user] = await t.db.query<{ id: number }>(
    `insert into app_user (loginid, password_hash, user_name, user_type) values ($1, $2, $1, 'staff') returning id`,
    [loginid, await hashPassword(DEMO_PASSWORD)],
  );
  await t.db.query(`insert into user_role (user_id, role_id) values ($1, $2)`, [user.id, role.id]);
  await t.db.query(
    `insert into customer_staff (customer_id, user_id, relation) select id, $1, 'xs' from customer where code = any($2::text[])`,
    [user.id, customerCodes],
  );
  return login(t.app, loginid);
}
