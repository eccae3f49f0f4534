/** Where a chart's rows are in its reply (shared by the screen's panel and the lazy drawing). */
import { getPath } from '../scope';
import type { ScreenChart } from '../types';

export type Row = Record<string, unknown>;

/** The rows a chart draws: `path` in the reply, else the reply when it is a list, else its `list`. */
export function chartRows(chart: ScreenChart, reply: unknown): Row[] {
  const rows = chart.path ? getPath({ reply }, `reply.${chart.path}`) : Array.isArray(reply) ? reply : (reply as { list?: unknown })?.list;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/** The reply a chart reads: a dashboard's named dataSource entry; a list's charts read "list". */
export const chartApi = (chart: ScreenChart, kind: string) => chart.api ?? (kind === 'list' ? 'list' : 'load');

/** Every dataSource entry a chart reads (several when it draws `fields` of `apis`). */
export const chartApis = (chart: ScreenChart, kind: string): string[] => (chart.fields && chart.apis?.length ? chart.apis : [chartApi(chart, kind)]);

/**
 * Rows made of object replies (counts by type: {B04: 3, B05: 1}): one row per entry and field,
 * x the field's label, y its value, series the entry's label; an entry not loaded adds none.
 */
export function fieldRows(chart: ScreenChart & { fields: string[] }, data: Record<string, unknown>, kind: string, label: (name: string) => string): Row[] {
  return chartApis(chart, kind).flatMap((api) => {
    const reply = data[api] as Row | undefined;
    if (!reply || typeof reply !== 'object') return [];
    return chart.fields.map((f) => ({ [chart.x]: label(f), [chart.y]: reply[f], ...(chart.series ? { [chart.series]: label(api) } : {}) }));
  });
}

/** A screen's chart's rows: made of fields when it names them, else found in its reply. */
export function screenChartRows(chart: ScreenChart, data: Record<string, unknown>, kind: string, label: (name: string) => string): Row[] {
  return chart.fields ? fieldRows(chart as ScreenChart & { fields: string[] }, data, kind, label) : chartRows(chart, data[chartApi(chart, kind)]);
}
