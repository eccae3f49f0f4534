/**
 * A database refusal (unique, foreign key, not null, check, a value the column cannot hold) as a
 * message in the caller's language: the field it concerns when PostgreSQL names the column, a
 * generic one otherwise; never the database's own text (it names tables and rows). The original
 * rides along as `cause` and is logged server-side (platform/envelope.ts). Messages: dbError.messages.ts.
 */
import { AppError } from '../errors';
import { hasMessage } from '../i18n';
import './dbError.messages';

interface PgError { code?: string; detail?: string; column?: string; constraint?: string; message?: string; cause?: unknown }

/** The driver's error under Drizzle's wrapper (DrizzleQueryError.cause) and a refusal translated from it (AppError.cause). */
function* causes(err: unknown): Generator<PgError> {
  for (let e = err as PgError | undefined, i = 0; e && i < 4; e = e.cause as PgError | undefined, i++) yield e;
}

/** A unique-constraint violation (two saves racing for the same login ID or code). */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '23505' || /duplicate key value violates unique constraint/i.test(String(e.message ?? ''))) return true;
  return false;
}

/** A foreign-key violation (a row still referenced elsewhere, or naming one that does not exist). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (const e of causes(err)) if (e.code === '23503' || /violates foreign key constraint/i.test(String(e.message ?? ''))) return true;
  return false;
}

/** The driver's message under the wrappers (names the violated constraint). */
export function rootMessage(err: unknown): string {
  let last: PgError | undefined;
  for (const e of causes(err)) last = e;
  return String(last?.message ?? '');
}

/** Runs `fn`; a unique violation becomes `onDuplicate()` (an AppError with a clear message). */
export async function guardUnique<T>(fn: () => Promise<T>, onDuplicate: (err: unknown) => Error): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw onDuplicate(err);
    throw err;
  }
}

export function dbError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as PgError;
  const pg: PgError = e.code ? e : ((e.cause as PgError | undefined) ?? {});
  const c = pg.code;
  const detail = pg.detail ?? '';
  const refusal = c === '23505' ? duplicateError(detail)
    : c === '23503' ? foreignKeyError(detail)
    : c === '23502' ? fieldError('record.db.required', pg.column)
    : c === '23514' ? new AppError('record.db.check')
    : c === '22P02' || c === '22003' || c === '22007' || c === '22008' || c === '22001' ? fieldError('record.db.badValue', pg.column)
    : undefined;
  if (!refusal) return err;
  Object.defineProperty(refusal, 'cause', { value: err, enumerable: false });
  return refusal;
}

/** snake_case column -> the API's field name (route_id -> routeId), the name the forms and messages use. */
const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

function fieldError(key: string, column: string | undefined): AppError {
  return column ? new AppError(`${key}.field`, { field: fieldOf(column) }).onFields(fieldOf(column)) : new AppError(key);
}

/**
 * 'Key (channel, channel_name)=(DHL, X) already exists.' -> the values the user typed, not the key's
 * columns; the columns name the fields the refusal is shown under (a form shows it under those it has).
 */
function duplicateError(detail: string): AppError {
  const m = /Key \((.*)\)=\((.*)\) already exists/.exec(detail);
  if (!m) return new AppError('record.db.duplicate');
  return new AppError('record.duplicate', { detail: m[2] }).onFields(...m[1].split(',').map((c) => fieldOf(c.trim().replace(/^\w+\((.*)\)$/, '$1'))));
}

/**
 * PostgreSQL words a foreign-key violation two ways (detail): an insert or update naming a row
 * that does not exist ('Key (route_id)=(9) is not present in table "route".'), or a delete of
 * a row others still use ('... is still referenced from table "trunk_tariff".'). The table
 * becomes its noun in the caller's language where a module named it (`defineTableNouns`).
 */
function foreignKeyError(detail: string): AppError {
  const missing = /\)=\((.*)\) is not present in table "(\w+)"/.exec(detail);
  if (missing) {
    const key = `record.refMissing.${missing[2]}`;
    return new AppError(hasMessage(key) ? key : 'record.refMissing', { value: missing[1] });
  }
  const usedBy = /is still referenced from table "(\w+)"/.exec(detail);
  const key = usedBy && `record.inUse.${usedBy[1]}`;
  return new AppError(key && hasMessage(key) ? key : 'record.inUse');
}
