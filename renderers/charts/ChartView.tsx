/**
 * The drawing itself, a lazy chunk of its own: the only module that imports @ant-design/charts
 * (G2), and nothing of the app's, so loading it leaves every other chunk as it was.
 */
import type { ComponentType } from 'react';
import { Column, Line, Pie } from '@ant-design/charts';
import type { ChartType, ScreenChart } from '../types';
import { chartProps } from './chartConfig';

const components = new Map<ChartType, ComponentType<any>>([['line', Line], ['column', Column], ['pie', Pie]]);

export default function ChartView({ chart, rows, axisTitles }: { chart: ScreenChart; rows: Record<string, unknown>[]; axisTitles: Record<string, string> }) {
  const Chart = components.get(chart.type)!;
  return <Chart {...chartProps(chart, rows, (name) => axisTitles[name] ?? name)} />;
}
