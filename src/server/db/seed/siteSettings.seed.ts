import { defineSeed } from './define';

/** A 32x32 PNG: the default logo until an administrator uploads one (website configuration). */
export const DEFAULT_LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAiUlEQVR42u3XSw6AIBCDYU7hVT0+xJ2ZGJlHW4yhCev/Ww6t7ZkdZ+/MtzT+imAGr00RzPgywH1ygJ0U8DQZwBOnAbxxCiAShwOicSggE4cBsnEIoBIvA6rxEgARTwNQ8RQAGQ8D0PEQgBF3A1jxNIB6F0YvGilAchl7r1kp4Fd/g8/8jvbn124AKh00lA1sGtcAAAAASUVORK5CYII=';

/** Site settings read by `mn/0000/site/info` and `user/onlineserverinfo`; inserted when missing, never overwritten. */
export const DEFAULT_SITE_SETTINGS: Record<string, unknown> = {
  siteName: { 'zh-CN': '跨境物流管理平台', 'en-US': 'Cross-border Logistics Platform' },
  sitePreparedNum: '沪ICP备2026000001号',
  logo: DEFAULT_LOGO_PNG_BASE64,
  financeQq: '800100001',
  salesQq: '800100002',
  serviceQq: '800100003',
};

export default defineSeed({
  name: 'site settings',
  order: 13,
  async reference({ db }) {
    for (const [key, value] of Object.entries(DEFAULT_SITE_SETTINGS)) {
      await db.query(`insert into site_setting (key, value) values ($1, $2::jsonb) on conflict (key) do nothing`, [
        key,
        JSON.stringify(value),
      ]);
    }
  },
});
