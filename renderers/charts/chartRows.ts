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
