/**
 * Secrets the server keeps and must read back (a supplier's carrier API key, ZJ0201_01): sealed at
 * rest with AES-256-GCM under the server's secret key, which never lives in the database, so a dump
 * of the database, an export or a log line holds no usable key.
 *
 * The key: SECRET_KEY (32 bytes, base64 or hex; required with DATABASE_URL, config.ts), else, in
 * embedded mode, `DATA_DIR/secret.key`, made on first use (mode 0600) and kept with the data it
 * opens (back the two up together; losing it means entering the keys again).
 *
 * A sealed value is `enc:v1:` + base64url(iv 12 bytes | tag 16 bytes | ciphertext); its purpose
 * ("supplier.apiKey") is the additional data, so a value sealed for one use does not open as another.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

export const SEALED_PREFIX = 'enc:v1:';
const IV = 12;
const TAG = 16;

/** A sealed value this server cannot open: another key sealed it (SECRET_KEY changed), or it was altered. */
export class SecretUnreadable extends Error {
  constructor(readonly purpose: string) {
    super(`a sealed ${purpose} cannot be opened with this server's secret key`);
    this.name = 'SecretUnreadable';
  }
}

/** SECRET_KEY as 32 bytes: 64 hex digits or base64 / base64url of 32 bytes; anything else is undefined. */
export function parseSecretKey(text: string): Buffer | undefined {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const b = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b;
  }
  return undefined;
}

/** Where embedded mode keeps its key when SECRET_KEY is not set. */
export const keyFileOf = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'secret.key');

function keyFromFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}

const keys = new WeakMap<object, Buffer>();

/** The server's secret key (SECRET_KEY, else the embedded key file). */
export function secretKeyOf(config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>): Buffer {
  let key = keys.get(config);
  if (!key) {
    if (config.secretKey) key = config.secretKey;
    else if (config.databaseUrl) throw new Error('SECRET_KEY is required with DATABASE_URL');
    else key = keyFromFile(keyFileOf(config));
    keys.set(config, key);
  }
  return key;
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

export function sealSecret(key: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openSecret(key: Buffer, purpose: string, sealed: string): string {
  if (!isSealed(sealed)) throw new SecretUnreadable(purpose);
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  if (raw.length < IV + TAG) throw new SecretUnreadable(purpose);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(IV, IV + TAG));
    return Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable(purpose);
  }
}

/** What a screen may show of a secret: its last four characters when it has at least eight, else nothing. */
export function secretTail(plain: string): string | null {
  const chars = Array.from(plain);
  return chars.length >= 8 ? chars.slice(-4).join('') : null;
}

/** The masked form a list and a form show (••••1234, or •••• for a short key); null: no secret stored. */
export const maskedSql = (sealedCol: string, tailCol: string) =>
  `case when ${sealedCol} is null then null else '••••' || coalesce(${tailCol}, '') end`;
