/**
 * ZJ0504_02's live preview: the label the form describes, filled with a sample parcel, drawn by the
 * server as the PDF draws it (`zj/0504/preview`) a moment after each change, with what is wrong row
 * by row. A new template starts from its size's default layout; "Default layout" goes back to it.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Space, Spin, Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { toJS } from '@formily/reactive';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { submittedValues } from '../../renderers/form/fields';
import { DEFAULT_SHIPPING_LAYOUTS, type LabelSize } from '../../src/domain/labels/shippingLabel';

/** The preview is drawn once typing rests this long. */
const DRAW_AFTER_MS = 250;
/** The preview's width on screen, px (its height follows the label's). */
const PREVIEW_WIDTH = 330;

interface PreviewText { x: number; baseline: number; size: number; bold: boolean; text: string; width: number }
interface Drawing { widthMm: number; heightMm: number; texts: PreviewText[]; rects: [number, number, number, number][]; problems: { row: number | null; message: string }[] }
type Row = Record<string, unknown>;

const PLACE = ['x', 'y', 'w', 'h'] as const;

/** The rows as the preview route takes them: every row (its problems keep their row numbers), empty cells left out, a place not typed yet as 0. */
function previewRows(rows: Row[]): Row[] {
  return rows.map((row) => {
    const out: Row = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    out.kind ??= 'text';
    for (const k of PLACE) if (typeof out[k] !== 'number') out[k] = 0;
    return out;
  });
}

/** A size's default layout as the form's rows. */
export const defaultRows = (size: string): Row[] =>
  structuredClone(DEFAULT_SHIPPING_LAYOUTS[(size in DEFAULT_SHIPPING_LAYOUTS ? size : '100x150') as LabelSize].elements) as unknown as Row[];

function useDrawing(size: string, rows: Row[]) {
  const engine = useEngine();
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const asked = JSON.stringify([size, previewRows(rows)]);
  const latest = useRef(0);
  useEffect(() => {
    const ask = ++latest.current;
    setState('drawing');
    const timer = setTimeout(() => {
      const [labelSize, elements] = JSON.parse(asked) as [string, Row[]];
      engine.request('POST', 'zj/0504/preview', { data: { labelSize, elements }, silent: true, loading: false })
        .then((d: Drawing) => { if (ask === latest.current) { setDrawing(d); setState('drawn'); } })
        .catch(() => { if (ask === latest.current) setState('failed'); });
    }, DRAW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [asked, engine]);
  return { drawing, state };
}

function LabelSvg({ drawing, label }: { drawing: Drawing; label: string }) {
  const { widthMm, heightMm } = drawing;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${widthMm} ${heightMm}`} width={PREVIEW_WIDTH} height={(PREVIEW_WIDTH * heightMm) / widthMm}
      style={{ background: '#fff', border: '1px solid #d9d9d9', display: 'block' }} data-testid="label-preview-svg">
      {drawing.rects.map(([x, y, w, h], i) => <rect key={`r${i}`} x={x} y={y} width={w} height={h} fill="#000" />)}
      {drawing.texts.map((t, i) => (
        <text key={`t${i}`} x={t.x} y={t.baseline} fontSize={t.size} fontWeight={t.bold ? 700 : 400} textLength={t.width} lengthAdjust="spacingAndGlyphs"
          fontFamily='"Noto Sans SC", "WenQuanYi Zen Hei", sans-serif' fill="#000">{t.text}</text>
      ))}
    </svg>
  );
}

const Preview = observer(function Preview() {
  const form = useForm();
  const { text, params, screen } = useScreen();
  const { modal } = App.useApp();
  const size = String(form.values.labelSize ?? '100x150');
  // The rows as a submit sends them (the table's own row keys left out).
  const rows = (submittedValues(toJS(form.values), screen.schema, []).elements ?? []) as Row[];
  const { drawing, state } = useDrawing(size, rows);

  // A new template starts from its size's default layout (as initial values: nothing to save yet).
  useEffect(() => {
    if (params.id === undefined && !(form.values.elements?.length)) form.setInitialValues({ elements: defaultRows(size) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => modal.confirm({
    title: text('preview.resetConfirm'),
    onOk: () => form.setValuesIn('elements', defaultRows(size)),
  });
  const problems = drawing?.problems ?? [];

  return (
    <Space direction="vertical" size={8} data-testid="label-preview" data-state={state} data-problems={problems.length}>
      <Space>
        <Typography.Text strong>{text('preview.title')}</Typography.Text>
        <Button size="small" onClick={reset}>{text('preview.reset')}</Button>
        {state === 'drawing' ? <Spin size="small" aria-label={text('preview.loading')} /> : null}
      </Space>
      {drawing ? <LabelSvg drawing={drawing} label={text('preview.alt', { size })} /> : <div style={{ width: PREVIEW_WIDTH, height: PREVIEW_WIDTH }} />}
      {state === 'failed' ? <Alert type="error" showIcon message={text('preview.failed')} /> : null}
      {state === 'drawn' && problems.length ? (
        <Alert type="warning" showIcon message={text('preview.problems')} style={{ maxWidth: PREVIEW_WIDTH }}
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{problems.map((p, i) => <li key={i}>{p.message}</li>)}</ul>} />
      ) : null}
      {state === 'drawn' && !problems.length ? <Typography.Text type="success">{text('preview.ok')}</Typography.Text> : null}
    </Space>
  );
});

/** A plain function component, as a hooks file's `components` must be (observer gives a memo object). */
export function LabelPreview() {
  return <Preview />;
}
