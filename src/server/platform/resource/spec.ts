/**
 * A resource spec: one table as a generic list / form screen pair sees it (fields, filters,
 * keyword, order, row scope, status values, the save body from the screen's form, hooks for what
 * is particular to it). `crudRoutes(spec)` (crud.ts) turns it into the screen's endpoints.
 */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../i18n';
import type { Authority, JsonSchema } from '../route';
import type { TxQuery } from './sql';

/** `date`: a calendar day, answered and taken as 'YYYY-MM-DD' (no instant, no zone). */
export type FieldKind = 'text' | 'num' | 'int' | 'bool' | 'json' | 'time' | 'date';

export interface FieldDef {
  col: string;
  kind?: FieldKind;
  /** Output only: a select expression (alias t is the table), or one per caller's language (`nameOf`). */
  expr?: string | ((lang: Lang) => string);
  /** In the save body only (handled by validate / afterSave), never a column. */
  virtual?: boolean;
  /** Read as is, never written (a column the save leaves alone). */
  readOnly?: boolean;
  /**
   * What the list shows instead of the stored value (detail and save keep the form's value): a
   * name given in two languages shown in the reader's (`localizedName`).
   */
  listExpr?: (lang: Lang) => string;
}

/** A message a `validate` hook refuses a save with: a key of a `defineMessages` catalogue and its parameters. */
export interface Refusal {
  key: string;
  params?: Record<string, string | number>;
}

export type Verb = 'list' | 'detail' | 'save' | 'status' | 'delete';

export interface CrudSpec {
  base: string;
  /** The list page; several when one list serves several screens (the three address books), any one opens it. */
  authority: string | readonly string[];
  /**
   * Authority of every write (save, status, delete) and of detail: the edit form's page, or a
   * function point when the list has no edit page. Default `authority` (the list page is the
   * only page, its rows edited inline). A list page grants looking, never changing.
   */
  writeAuthority?: string;
  /**
   * Writes the list page runs by its own buttons (SCREENS.md gives the list those actions, e.g.
   * ZJ1101_01 delete): open to the list page as well as to `writeAuthority`.
   */
  listWrites?: ('status' | 'delete')[];
  /** English noun for the OpenAPI summaries. */
  noun: string;
  table: string;
  fields: Record<string, FieldDef>;
  /**
   * The save body: `formBody(<the screen whose form calls save>, …)`, so the server validates
   * (and normalises) with the very schema the form was rendered from. Required with 'save'.
   */
  body?: JsonSchema;
  /**
   * Search fields of the list: a `where` fragment on alias `t` (columns of the table, never the
   * decorated ones). `required`: the list is never asked without it (an address book is one
   * role's book: senders or recipients, never both mixed). `day`: the value is a business date
   * (YYYY-MM-DD) bound as the instant its day starts (`from`) or the next day starts (`to`, the
   * range's exclusive end) on the business zone's clock, so `where` compares a timestamptz.
   */
  filters?: Record<string, { schema: JsonSchema; where: (param: string) => string; required?: boolean; day?: 'from' | 'to' }>;
  /** Columns of alias `t` matched by `keyword` (contains, case-insensitive). */
  search?: string[];
  /** The list's order on columns of alias `t` (the page is cut before rows are decorated); `t.id` breaks ties. */
  orderBy: string;
  status?: { col: string; values: string[] };
  remove?: boolean | 'soft';
  /** Only these verbs (default all that apply). */
  verbs?: Verb[];
  /**
   * Rows the caller may see, as a `where` fragment on alias `t` (push its parameters to `params`):
   * the list shows only these, and detail, save, status and delete answer any other id as not
   * found (`assertInRowScope`), so an id typed by hand reads nothing the list hides; a save that
   * would put its row outside answers `outOfScope`.
   */
  rowScope?(req: FastifyRequest, params: unknown[]): Promise<string>;
  /** Message key when a save would leave its row outside the caller's row scope (default: not found). */
  outOfScope?: string;
  /**
   * Refusals of a save (all of them answered together as `record.invalid`), before anything is
   * written. `req` is who saves: a customer account's rows belong to its own customer, whatever
   * the body says (fill such a value into `body` here; the fields the body then carries are written).
   */
  validate?(body: Record<string, any>, q: TxQuery, req: FastifyRequest): Promise<Refusal[]> | Refusal[];
  /** Extra work after the row is written (child rows ...). */
  afterSave?(id: number, body: Record<string, any>, q: TxQuery, req: FastifyRequest): Promise<void>;
  /**
   * Checks before a delete, in its transaction (the ids checked against the row scope already): throw
   * an AppError saying why a row may not go (a route or an order still uses it) rather than letting
   * the foreign key answer a generic "in use".
   */
  beforeDelete?(ids: number[], q: TxQuery, req: FastifyRequest): Promise<void>;
  /** Runs in the transaction of every write (save, status, delete), last: a module's cache generation. */
  afterWrite?(q: TxQuery): Promise<void>;
}

/** Who may run a write the list page's buttons run: the list page, then the edit page (if any). */
export function listWriteAuthority(spec: CrudSpec): Authority {
  const pages = typeof spec.authority === 'string' ? [spec.authority] : spec.authority;
  return spec.writeAuthority && !pages.includes(spec.writeAuthority) ? [...pages, spec.writeAuthority] : spec.authority;
}
