/**
 * The business's time zone: every time is stored as an instant and shown on this zone's clock,
 * and text without a zone is read on it. The server's BUSINESS_TIME_ZONE sets it (default
 * Asia/Shanghai); clients learn it at run time from user info and site info (`timeZone`).
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';
