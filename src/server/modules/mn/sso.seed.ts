import { defineSeed } from '../../db/seed/define';

/**
 * The other systems a user may jump to (spec section 2, last line; HW0905_01), in site_setting
 * `ssoSystems`: key -> {name, siteurls, authority}. `siteurls` are the other system's login
 * pages (the first one is the redirect target); `authority` is the menu url or function point a
 * user needs to jump there ('login': anyone logged in). Inserted when missing, never overwritten.
 */
export const DEFAULT_SSO_SYSTEMS: Record<string, SsoSystem> = {
  overseas: {
    name: { 'zh-CN': '海外仓系统', 'en-US': 'Overseas warehouse system' },
    siteurls: ['https://ow.cbl-global.com/sso/login'],
    authority: 'hw/0905/01.html',
  },
};

export interface SsoSystem {
  name: string | Record<string, string>;
  siteurls: string[];
  authority?: string;
}

export default defineSeed({
  name: 'sso systems',
  order: 14,
  async reference({ db }) {
    await db.query(`insert into site_setting (key, value) values ('ssoSystems', $1::jsonb) on conflict (key) do nothing`, [
      JSON.stringify(DEFAULT_SSO_SYSTEMS),
    ]);
  },
});
