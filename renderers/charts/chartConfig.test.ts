import { describe, expect, it } from 'vitest';
import { chartProps } from './chartConfig';
import { chartRows, screenChartRows } from './chartRows';
import type { ScreenChart } from '../types';

const title = (f: string) => `<${f}>`;
const rows = [{ c: 'US', r: 'A', d: '6.5' }, { c: 'US', r: 'B', d: 12 }, { c: 'CA', r: 'A', d: null }];

describe('chartProps', () => {
  it('column with series: grouped columns, axes titled by field labels, numeric y, blank y left out', () => {
    const chart: ScreenChart = { name: 't', type: 'column', x: 'c', y: 'd', series: 'r' };
    const p = chartProps(chart, chartRows(chart, { list: rows, total: 3 }), title);
    expect(p).toMatchObject({ xField: 'c', yField: 'd', colorField: 'r', group: true, axis: { x: { title: '<c>' }, y: { title: '<d>' } } });
    expect(p.data).toEqual([{ c: 'US', r: 'A', d: 6.5 }, { c: 'US', r: 'B', d: 12 }]);
  });

  it('line without series draws one line; pie sizes slices by y and names them by x', () => {
    const line = chartProps({ name: 'l', type: 'line', x: 'c', y: 'd' }, rows, title);
    expect(line).toMatchObject({ xField: 'c', yField: 'd' });
    expect(line).not.toHaveProperty('colorField');
    expect(chartProps({ name: 'p', type: 'pie', x: 'c', y: 'd' }, rows, title)).toMatchObject({ angleField: 'd', colorField: 'c' });
  });

  it('finds the rows: an array reply, its list, or a path', () => {
    const chart: ScreenChart = { name: 'x', type: 'line', x: 'a', y: 'b' };
    expect(chartRows(chart, [1, 2])).toEqual([1, 2]);
    expect(chartRows(chart, { list: [3] })).toEqual([3]);
    expect(chartRows({ ...chart, path: 'stats.byDay' }, { stats: { byDay: [4] } })).toEqual([4]);
    expect(chartRows(chart, undefined)).toEqual([]);
  });

  it('makes rows of object replies: one per entry and field, labelled; an entry not loaded adds none', () => {
    const chart: ScreenChart = { name: 'c', type: 'column', fields: ['B04', 'B05'], apis: ['day', 'week', 'month'], x: 'type', y: 'n', series: 'period' };
    const data = { day: { B04: 2, B05: 0 }, week: { B04: 9, B05: 4, stationId: 2 } };
    expect(screenChartRows(chart, data, 'dashboard', title)).toEqual([
      { type: '<B04>', n: 2, period: '<day>' }, { type: '<B05>', n: 0, period: '<day>' },
      { type: '<B04>', n: 9, period: '<week>' }, { type: '<B05>', n: 4, period: '<week>' },
    ]);
    // Without apis: the chart's own entry, no series.
    expect(screenChartRows({ name: 'd', type: 'pie', fields: ['B04'], api: 'day', x: 'type', y: 'n' }, data, 'dashboard', title)).toEqual([{ type: '<B04>', n: 2 }]);
  });
});
