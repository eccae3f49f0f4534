/** A column's title in lists, details and sub-tables. */
import { timeService } from '../time';
import type { Column } from '../types';

/** The column's title; a `showZone` column names the business time zone its times follow. */
export function columnTitle(column: Column, env: { field: (name: string, title?: string) => string; lang: string }): string {
  const title = env.field(column.name, column.title);
  return column.showZone ? timeService().withZone(title, env.lang) : title;
}
