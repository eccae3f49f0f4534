/**
 * A list's `where`, built one search field at a time: each condition takes its value as a
 * parameter, and a field left empty adds nothing. Lists wrote this loop by hand, each a little
 * differently (a keyword's `%` and `_` were wildcards in some and literal in others).
 *
 *   const f = new ListFilter();
 *   f.and(scopeWhere(scope, 'c.id', f.params)).keyword(['c.code', 'c.name'], q.keyword).eq('c.group_id', q.groupId);
 *   db.query(`select c.id from customer c ${f.where()}`, f.params);
 */
import { optText } from '../text';

/** `like` treats `%`, `_` and `\` as wildcards and escape: the text typed is matched as written. */
export const likeLiteral = (s: string): string => s.replace(/[%_\\]/g, (c) => `\\${c}`);

export class ListFilter {
  readonly conditions: string[] = [];

  constructor(readonly params: unknown[] = []) {}

  /** The parameter placeholder of `value` (`$n`). */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  /** A condition as it is (its parameters already in `params`). */
  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `condition($n)` with `value` as `$n`; nothing when the value is not given (undefined, null or ''). */
  when(value: unknown, condition: (param: string) => string): this {
    if (value === undefined || value === null || value === '') return this;
    return this.and(condition(this.param(value)));
  }

  /** `column = value`, when a value is given. */
  eq(column: string, value: unknown): this {
    return this.when(value, (p) => `${column} = ${p}`);
  }

  /**
   * Rows where one of `columns` contains the keyword (normalised, case-insensitive, taken
   * literally); nothing for an empty keyword. `columns` may also be a condition of the pattern's
   * placeholder (a text in two languages: `titleMatches`).
   */
  keyword(columns: readonly string[] | ((pattern: string) => string), keyword: string | null | undefined): this {
    const kw = optText(keyword);
    if (!kw || (Array.isArray(columns) && !columns.length)) return this;
    const p = this.param(`%${likeLiteral(kw)}%`);
    return this.and(typeof columns === 'function' ? columns(p) : `(${columns.map((c) => `${c}::text ilike ${p}`).join(' or ')})`);
  }

  /** `where a and b …`, or nothing. */
  where(): string {
    return this.conditions.length ? `where ${this.conditions.join(' and ')}` : '';
  }
}
