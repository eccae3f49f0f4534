/**
 * A screen's chart -> the props of an @ant-design/charts component: pure, so the mapping is
 * tested without drawing. Each chart type is one registry entry (line, column, pie).
 */
import type { ChartType, ScreenChart } from '../types';

type Row = Record<string, unknown>;
export type ChartProps = Record<string, unknown> & { data: Row[] };

/** Numbers for y (money and averages come as strings or null): a blank stays out of the chart. */
function numericY(rows: Row[], y: string): Row[] {
  return rows.filter((r) => r[y] !== null && r[y] !== undefined && r[y] !== '').map((r) => ({ ...r, [y]: Number(r[y]) }));
}

type AxisTitle = (field: string) => string;
type Builder = (chart: ScreenChart, rows: Row[], title: AxisTitle) => Omit<ChartProps, 'data'>;

const axes = (chart: ScreenChart, title: AxisTitle) => ({ axis: { x: { title: title(chart.x) }, y: { title: title(chart.y) } } });

export const chartBuilders = new Map<ChartType, Builder>([
  ['line', (c, _rows, title) => ({ xField: c.x, yField: c.y, ...(c.series ? { colorField: c.series } : {}), point: { shapeField: 'circle' }, ...axes(c, title) })],
  ['column', (c, _rows, title) => ({ xField: c.x, yField: c.y, ...(c.series ? { colorField: c.series, group: true } : {}), ...axes(c, title) })],
  ['pie', (c) => ({ angleField: c.y, colorField: c.x, legend: { color: { position: 'right' } } })],
]);

/** Imports nothing of the app's (it is part of the lazy drawing chunk): the caller finds the rows (chartRows). */
export function chartProps(chart: ScreenChart, rows: Row[], title: AxisTitle): ChartProps {
  const data = numericY(rows, chart.y);
  const build = chartBuilders.get(chart.type);
  if (!build) throw new Error(`unknown chart type "${chart.type}"`);
  return { ...build(chart, data, title), data, height: chart.height ?? 320, autoFit: true };
}
