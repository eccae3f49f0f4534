import path from 'node:path';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '../domain/time/index';
import { parseSecretKey } from './platform/secrets/secretBox';
import { PRINT_AGENT_PORT } from '../domain/printing/settings';

/** Runtime configuration, read once from the environment. Every knob is listed in the README. */
export interface AppConfig {
  host: string;
  port: number;
  /** PGlite data directory (embedded mode). */
  dataDir: string;
  /** When set, the server runs on this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  seedDemo: boolean;
  adminLogin?: string;
  adminPassword?: string;
  /** Session lifetime in minutes (absolute, from the login). */
  tokenTtlMinutes: number;
  /** A session unused this many minutes ends (SESSION_IDLE_MINUTES, default 120). */
  sessionIdleMinutes: number;
  /** Live sessions an account may hold (MAX_SESSIONS_PER_ACCOUNT, default 10): a new login ends the oldest beyond it. */
  maxSessionsPerAccount: number;
  /** Directory of the built client (vite build output). */
  clientDir: string;
  /** Directory where generated files (exports, uploads) are kept. */
  filesDir: string;
  /**
   * The documented default password (DEFAULT_PASSWORD): set by a reset or a new account only when
   * `resetPasswordMode` is 'default'; in any mode nobody may choose it, and a login with it must change it.
   */
  defaultPassword: string;
  /**
   * The first password of a reset or a new account (spec K09 "{secret}"), RESET_PASSWORD_MODE:
   * 'one-time' (default) a random password shown once to the staff member who set it; 'default' the
   * configured DEFAULT_PASSWORD, an explicit opt-in. Either way it must be changed at the next login.
   */
  resetPasswordMode: ResetPasswordMode;
  /** Hosts (lower case) on which `/` shows the entry page instead of redirecting to /login (platform/entryHosts.ts). */
  entryHosts: string[];
  version: string;
  /**
   * Which X-Forwarded-For hops to trust (TRUST_PROXY; Fastify's `trustProxy`): false (unset) reads the
   * socket address; a hop count (`1`: one load balancer) or the proxies' addresses / CIDRs (comma separated).
   * The client address is then the right-most hop not trusted, never the left-most entry, which the client
   * writes itself. `true` (trust every hop) is refused.
   */
  trustProxy: false | number | string[];
  /**
   * SMS gateway base URL (SMS_GATEWAY_URL; `POST {url}/send {phone, text}`). Unset: the server
   * starts the local sandbox gateway (src/server/sandbox/sms-gateway.ts) and logs its URL.
   */
  smsGatewayUrl?: string;
  /**
   * SMS_SANDBOX=1: with DATABASE_URL and no SMS_GATEWAY_URL, run the sandbox gateway on purpose. Without
   * it such a start is refused: codes would never reach a phone.
   */
  smsSandbox: boolean;
  /**
   * The sandbox carrier's base URL (CARRIER_URL): where suppliers of system 'sandbox' without a domain
   * of their own are reached (src/server/sandbox/carrier.ts protocol). Unset: the server starts the
   * local sandbox carrier at the first call and logs its URL (platform/carriers).
   */
  carrierUrl?: string;
  /** How long one call to a carrier may take, its answer included (CARRIER_TIMEOUT_MS, default 5000). */
  carrierTimeoutMs: number;
  /**
   * The port of the sandbox print agent the server starts beside itself (src/server/sandbox/print-agent.ts),
   * so direct printing works on the demo's own machine; null: none. PRINT_AGENT unset starts it on 18092 in
   * embedded demo mode only, `off` never, a port number on that port.
   */
  printAgentPort: number | null;
  /**
   * Banker ids exempt from the 3-month date-range limit of queries (spec section 5: "exempt
   * for one special banker id"); DATE_RANGE_EXEMPT_BANKER_IDS, comma separated, default none.
   * A deployment fact rather than a site setting: it lifts a limit that protects the database,
   * so it changes with the operator's configuration, not from a screen; and every validation
   * reads it without a query.
   */
  dateRangeExemptBankerIds: string[];
  /**
   * The day the demo data's dates follow (DEMO_DAY, YYYY-MM-DD; unset: the day it is written):
   * fuel rules, price tables and the peak season are in force then (modules/zj/pricing-demo-dates.ts).
   */
  demoDay?: string;
  /**
   * Who may read the API documentation (/docs, /docs/json): 'open' (anybody) or 'staff' (a staff
   * session: the authToken header, or a browser link with a one-time ticket, platform/docsAccess.ts).
   * API_DOCS=open|staff; default staff with DATABASE_URL (a real deployment), open in embedded mode.
   */
  docsAccess: 'open' | 'staff';
  /** Exports one user may have queued or running at once (EXPORTS_PER_USER); one more is refused. */
  exportsPerUser: number;
  /** Rows one import sent as JSON may have (IMPORT_MAX_ROWS; zj/0110/import): more are refused whole. */
  importMaxRows: number;
  /** What the XML of an uploaded workbook may expand to in all (SHEET_MAX_XML_MB, in MB; platform/sheets). */
  sheetMaxXmlBytes: number;
  /** Rows a sheet of an Excel import may have after its header (SHEET_MAX_ROWS). */
  sheetMaxRows: number;
  /**
   * The business's time zone (BUSINESS_TIME_ZONE, an IANA name; default Asia/Shanghai): times are
   * stored and answered as instants and shown on this zone's clock; zone-less text (a date picker's
   * value, a date filter) is read on it, and days, weeks and months are counted on its calendar.
   * Clients learn it from user info and site info (`timeZone`). src/domain/time holds the rule.
   */
  businessTimeZone: string;
  /**
   * The key that seals secrets the server keeps and reads back, such as suppliers' carrier API keys
   * (SECRET_KEY: 32 bytes as base64 or 64 hex digits, e.g. `openssl rand -base64 32`). Required with
   * DATABASE_URL; embedded mode without it makes and keeps one in DATA_DIR/secret.key
   * (platform/secrets/secretBox.ts). Changing it leaves the sealed keys unreadable: enter them again.
   */
  secretKey?: Buffer;
}

const root = path.resolve(import.meta.dirname, '../..');

export type ResetPasswordMode = 'one-time' | 'default';
const RESET_PASSWORD_MODES: readonly ResetPasswordMode[] = ['one-time', 'default'];

/** A configuration the server must not start with; the message says what to set (both languages). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration refused / 配置有误:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** TRUST_PROXY: unset -> false; a whole number -> hop count; otherwise a list of addresses or CIDRs. */
function trustProxyOf(value: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^(true|yes)$/i.test(v)) {
    problems.push(
      'TRUST_PROXY must be a hop count (1 behind one load balancer) or the proxies\' addresses, not "true": the left-most ' +
        'X-Forwarded-For entry is written by the client. TRUST_PROXY 须为代理层数（一层负载均衡填 1）或代理地址列表，不能为 true。',
    );
    return false;
  }
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}

function positiveInt(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (Number.isInteger(n) && n > 0) return n;
  problems.push(`${name} must be a whole number above 0, not "${value}". ${name} 须为大于 0 的整数。`);
  return fallback;
}

/** Reads the configuration; a setting the server must not run with throws a ConfigError naming every one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const resetPasswordMode = (env.RESET_PASSWORD_MODE || 'one-time') as ResetPasswordMode;
  if (!RESET_PASSWORD_MODES.includes(resetPasswordMode)) {
    problems.push(`RESET_PASSWORD_MODE must be one-time or default (got "${env.RESET_PASSWORD_MODE}"). RESET_PASSWORD_MODE 须为 one-time 或 default。`);
  }
  const smsGatewayUrl = env.SMS_GATEWAY_URL || undefined;
  const smsSandbox = env.SMS_SANDBOX === '1';
  // A production start (its own PostgreSQL) with the sandbox gateway would send no code to any phone.
  if (databaseUrl && !smsGatewayUrl && !smsSandbox) {
    problems.push(
      'DATABASE_URL is set but SMS_GATEWAY_URL is not: registration and SMS-login codes would only reach the local sandbox. ' +
        'Set SMS_GATEWAY_URL, or SMS_SANDBOX=1 to run the sandbox on purpose. ' +
        '已设置 DATABASE_URL 但未设置 SMS_GATEWAY_URL：验证码只会发到本地沙箱。请设置 SMS_GATEWAY_URL，或有意使用沙箱时设置 SMS_SANDBOX=1。',
    );
  }
  const secretKey = env.SECRET_KEY ? parseSecretKey(env.SECRET_KEY) : undefined;
  if (env.SECRET_KEY && !secretKey) {
    problems.push('SECRET_KEY must be 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits. SECRET_KEY 须为 32 字节的 base64（openssl rand -base64 32）或 64 位十六进制。');
  } else if (databaseUrl && !secretKey) {
    problems.push(
      "DATABASE_URL is set but SECRET_KEY is not: suppliers' carrier API keys are kept sealed with it. Set SECRET_KEY (openssl rand -base64 32) and keep it safe. " +
        '已设置 DATABASE_URL 但未设置 SECRET_KEY：供应商接口密钥以它加密保存。请设置 SECRET_KEY（openssl rand -base64 32）并妥善保管。',
    );
  }
  const config: AppConfig = {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 18080),
    dataDir,
    databaseUrl,
    // Embedded mode always gets the demo; a real server only when asked.
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    adminLogin: env.ADMIN_LOGIN || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenTtlMinutes: positiveInt('TOKEN_TTL_MINUTES', env.TOKEN_TTL_MINUTES, 12 * 60, problems),
    sessionIdleMinutes: positiveInt('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120, problems),
    maxSessionsPerAccount: positiveInt('MAX_SESSIONS_PER_ACCOUNT', env.MAX_SESSIONS_PER_ACCOUNT, 10, problems),
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(root, 'dist/client')),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    defaultPassword: env.DEFAULT_PASSWORD ?? 'Reset@2026',
    resetPasswordMode,
    entryHosts: (env.ENTRY_HOSTS ?? 'localhost,127.0.0.1,www.cbl-express.com,www.cbl-global.com')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    version: env.APP_VERSION ?? '0.1.0',
    trustProxy: trustProxyOf(env.TRUST_PROXY, problems),
    smsGatewayUrl,
    smsSandbox,
    carrierUrl: env.CARRIER_URL || undefined,
    carrierTimeoutMs: positiveInt('CARRIER_TIMEOUT_MS', env.CARRIER_TIMEOUT_MS, 5000, problems),
    printAgentPort: printAgentPortOf(env.PRINT_AGENT, !databaseUrl && env.SEED_DEMO !== '0', problems),
    dateRangeExemptBankerIds: (env.DATE_RANGE_EXEMPT_BANKER_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean),
    demoDay: env.DEMO_DAY || undefined,
    docsAccess: docsAccess(env.API_DOCS, databaseUrl, problems),
    exportsPerUser: positiveInt('EXPORTS_PER_USER', env.EXPORTS_PER_USER, 3, problems),
    importMaxRows: positiveInt('IMPORT_MAX_ROWS', env.IMPORT_MAX_ROWS, 10_000, problems),
    sheetMaxXmlBytes: positiveInt('SHEET_MAX_XML_MB', env.SHEET_MAX_XML_MB, 200, problems) * 1024 * 1024,
    sheetMaxRows: positiveInt('SHEET_MAX_ROWS', env.SHEET_MAX_ROWS, 100_000, problems),
    businessTimeZone: timeZoneOf(env.BUSINESS_TIME_ZONE, problems),
    secretKey,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

function printAgentPortOf(value: string | undefined, embeddedDemo: boolean, problems: string[]): number | null {
  if (value === undefined || value === '') return embeddedDemo ? PRINT_AGENT_PORT : null;
  if (value === 'off') return null;
  if (/^\d{1,5}$/.test(value) && Number(value) > 0 && Number(value) < 65536) return Number(value);
  problems.push(`PRINT_AGENT must be off or a port number, not "${value}". PRINT_AGENT 须为 off 或端口号。`);
  return null;
}

function timeZoneOf(value: string | undefined, problems: string[]): string {
  const zone = value?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
  if (isTimeZone(zone)) return zone;
  problems.push(`BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Shanghai, not "${value}". BUSINESS_TIME_ZONE 须为 IANA 时区名，如 Asia/Shanghai。`);
  return DEFAULT_BUSINESS_TIME_ZONE;
}

function docsAccess(value: string | undefined, databaseUrl: string | undefined, problems: string[]): AppConfig['docsAccess'] {
  if (!value) return databaseUrl ? 'staff' : 'open';
  if (value === 'open' || value === 'staff') return value;
  problems.push(`API_DOCS must be open or staff, not "${value}". API_DOCS 须为 open 或 staff。`);
  return 'staff';
}

export const projectRoot = root;
