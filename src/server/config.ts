import path from 'node:path';

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
  /** Session lifetime in minutes. */
  tokenTtlMinutes: number;
  /** Directory of the built client (vite build output). */
  clientDir: string;
  /** Directory where generated files (exports, uploads) are kept. */
  filesDir: string;
  /** Password given by a reset (spec K09 "{secret}"). */
  defaultPassword: string;
  /** Hosts (lower case) on which `/` shows the entry page instead of redirecting to /login (platform/entryHosts.ts). */
  entryHosts: string[];
  version: string;
  /** Trust X-Forwarded-For (only behind a load balancer): per-address login throttling reads it. */
  trustProxy: boolean;
  /**
   * SMS gateway base URL (SMS_GATEWAY_URL; `POST {url}/send {phone, text}`). Unset: the server
   * starts the local sandbox gateway (src/server/sandbox/sms-gateway.ts) and logs its URL.
   */
  smsGatewayUrl?: string;
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
}

const root = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 18080),
    dataDir,
    databaseUrl,
    // Embedded mode always gets the demo; a real server only when asked.
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    adminLogin: env.ADMIN_LOGIN || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 12 * 60),
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(root, 'dist/client')),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    defaultPassword: env.DEFAULT_PASSWORD ?? 'Reset@2026',
    entryHosts: (env.ENTRY_HOSTS ?? 'localhost,127.0.0.1,www.cbl-express.com,www.cbl-global.com')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    version: env.APP_VERSION ?? '0.1.0',
    trustProxy: env.TRUST_PROXY === '1',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    dateRangeExemptBankerIds: (env.DATE_RANGE_EXEMPT_BANKER_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean),
    demoDay: env.DEMO_DAY || undefined,
    docsAccess: docsAccess(env.API_DOCS, databaseUrl),
    exportsPerUser: positiveInt('EXPORTS_PER_USER', env.EXPORTS_PER_USER, 3),
    importMaxRows: positiveInt('IMPORT_MAX_ROWS', env.IMPORT_MAX_ROWS, 10_000),
    sheetMaxXmlBytes: positiveInt('SHEET_MAX_XML_MB', env.SHEET_MAX_XML_MB, 50) * 1024 * 1024,
    sheetMaxRows: positiveInt('SHEET_MAX_ROWS', env.SHEET_MAX_ROWS, 100_000),
  };
}

function docsAccess(value: string | undefined, databaseUrl: string | undefined): AppConfig['docsAccess'] {
  if (!value) return databaseUrl ? 'staff' : 'open';
  if (value === 'open' || value === 'staff') return value;
  throw new Error(`API_DOCS must be open or staff, not ${value}`);
}

/** A limit from the environment: unset is the default; anything but a whole number above 0 stops the start. */
function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return n;
}

export const projectRoot = root;
