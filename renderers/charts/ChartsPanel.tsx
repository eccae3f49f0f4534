/**
 * A screen's charts (dashboard and list): one titled panel per chart, drawn by ChartView from
 * the rows of its dataSource reply. Loaded lazily by ChartsSlot, with the drawing library.
 */
import { dictionaryText } from '../registry';
import { useScreen } from '../ScreenContext';
import type { ScreenChart } from '../types';
import { screenChartRows } from './chartRows';
import ChartView from './ChartView';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', gap: 16, marginBottom: 16 } as const;
const panel = { background: 'var(--ant-color-bg-container, #fff)', borderRadius: 8, padding: '12px 16px', minWidth: 0 } as const;
const heading = { fontWeight: 600, marginBottom: 8 } as const;

export default function ChartsPanel({ charts, data }: { charts: ScreenChart[]; data: Record<string, unknown> }) {
  const { screen, text, field, lang } = useScreen();
  return (
    <div style={grid}>
      {charts.map((chart) => {
        // A field that is a value of the chart's dictionary reads its label there; entries and others are the screen's fields.
        const label = (name: string) =>
          (chart.fieldsDictionary && chart.fields?.includes(name) && dictionaryText(chart.fieldsDictionary, name, lang, text)) || field(name);
        const rows = screenChartRows(chart, data, screen.kind, label);
        return (
          <section key={chart.name} style={{ ...panel, gridColumn: `span ${chart.span ?? 24}` }}
            data-chart={chart.name} data-rows={rows.length}>
            <div style={heading}>{text(chart.title ?? `charts.${chart.name}`)}</div>
            <div style={{ height: chart.height ?? 320 }}>
              <ChartView chart={chart} rows={rows} axisTitles={{ [chart.x]: field(chart.x), [chart.y]: field(chart.y) }} />
            </div>
          </section>
        );
      })}
    </div>
  );
}
