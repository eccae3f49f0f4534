/**
 * A label layout as data: a page size and elements placed in millimetres from the top-left corner,
 * their texts written with `{field}` placeholders that a label's values fill. The same layout is
 * drawn as PDF and as ZPL (src/server/platform/labels), so a template (ZJ0504) is one of these and
 * nothing else. This part knows nothing of what the fields mean: shipping labels name theirs in
 * shippingLabel.ts.
 */

/** What one label page is filled with: field name → text ('' or missing: nothing to print). */
export type LabelValues = Record<string, string | undefined>;

interface Placed {
  /** Left edge, mm from the page's left. */
  x: number;
  /** Top edge, mm from the page's top. */
  y: number;
  w: number;
  h: number;
  /** Drawn only when this field has a value (an optional QR code, a second reference). */
  when?: string;
}

export interface TextElement extends Placed {
  kind: 'text';
  /** The text, `{field}` placeholders filled from the values: "收件人 To: {recipient.name}". */
  text: string;
  /** Font size in points; a text too long for its box is set smaller, down to `minSize`. */
  size: number;
  minSize?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Lines the text may wrap to (default 1); what still does not fit ends in "…". */
  lines?: number;
}

export interface BarcodeElement extends Placed {
  kind: 'barcode';
  symbology: 'code128' | 'qrcode';
  /** The field whose value is encoded. */
  field: string;
  /** Code 128: print the value under the bars, in this size (pt). */
  caption?: number;
}

export interface RuleElement {
  kind: 'rule';
  /** A horizontal (h = 0) or vertical (w = 0) rule, or a filled box. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Stroke of a rule, mm. */
  thickness?: number;
}

export type LabelElement = TextElement | BarcodeElement | RuleElement;

export interface LabelLayout {
  /** Who the layout is: a default template's key or a template's name. */
  name: string;
  widthMm: number;
  heightMm: number;
  elements: LabelElement[];
}

const PLACEHOLDER = /\{([A-Za-z0-9_.]+)\}/g;

/** The fields a text names. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/** The text with its placeholders filled (a missing value: nothing). */
export function fillText(text: string, values: LabelValues): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether an element is drawn for these values (its `when` field has a value). */
export function shown(element: LabelElement, values: LabelValues): boolean {
  return !('when' in element) || !element.when || !!values[element.when];
}

/**
 * One thing wrong with a layout: the element (index, null: the page) and its property at fault
 * (`text`, `field`, `when`, `size`, `x` ...: a form edits the element by these names), and a message
 * key of labels.* with its params.
 */
export interface LayoutProblem {
  element: number | null;
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** The smallest box a symbol still scans in (mm): a Code 128 of a long tracking number needs its width at 203 dpi. */
export const BARCODE_MIN_MM = { code128: { w: 40, h: 8 }, qrcode: { w: 12, h: 12 } } as const;

const within = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;

/**
 * What is wrong with a layout, checked before it is drawn (a template saved in ZJ0504 is refused
 * with the field named, never drawn as a broken label): a size within 20-300 mm, every element
 * inside the page with a positive size, font sizes 4-72 pt, symbols large enough to scan, fields
 * it names known to `fields`.
 */
export function layoutProblems(layout: LabelLayout, fields: ReadonlySet<string>): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (!within(layout.widthMm, 20, 300)) problems.push({ element: null, field: 'widthMm', key: 'labels.layout.size', params: { min: 20, max: 300 } });
  if (!within(layout.heightMm, 20, 300)) problems.push({ element: null, field: 'heightMm', key: 'labels.layout.size', params: { min: 20, max: 300 } });
  layout.elements.forEach((e, i) => problems.push(...elementProblems(e, layout, fields).map((p) => ({ element: i, ...p }))));
  return problems;
}

type ElementProblem = Omit<LayoutProblem, 'element'>;

function elementProblems(e: LabelElement, layout: LabelLayout, fields: ReadonlySet<string>): ElementProblem[] {
  const problems: ElementProblem[] = [];
  const flat = e.kind === 'rule';
  const sized = flat ? e.w >= 0 && e.h >= 0 && e.w + e.h > 0 : e.w > 0 && e.h > 0;
  if (!sized || !within(e.x, 0, layout.widthMm) || !within(e.y, 0, layout.heightMm) || e.x + e.w > layout.widthMm + 0.01 || e.y + e.h > layout.heightMm + 0.01) {
    problems.push({ field: 'x', key: 'labels.layout.outside' });
  }
  const unknown = (field: string, name: string) => (fields.has(name) ? [] : [{ field, key: 'labels.layout.unknownField', params: { field: name } }]);
  if (e.kind === 'text') {
    if (!e.text.trim()) problems.push({ field: 'text', key: 'labels.layout.noText' });
    for (const name of placeholders(e.text)) problems.push(...unknown('text', name));
    if (!within(e.size, 4, 72)) problems.push({ field: 'size', key: 'labels.layout.fontSize', params: { min: 4, max: 72 } });
    if (e.minSize !== undefined && !within(e.minSize, 4, e.size)) problems.push({ field: 'minSize', key: 'labels.layout.minSize', params: { min: 4 } });
    if (e.lines !== undefined && !(Number.isInteger(e.lines) && e.lines >= 1 && e.lines <= 10)) problems.push({ field: 'lines', key: 'labels.layout.lines', params: { max: 10 } });
  }
  if (e.kind === 'barcode') {
    problems.push(...(e.field ? unknown('field', e.field) : [{ field: 'field', key: 'labels.layout.noField' }]));
    const min = BARCODE_MIN_MM[e.symbology] ?? BARCODE_MIN_MM.code128;
    if (sized && (e.w < min.w || e.h < min.h)) problems.push({ field: 'w', key: 'labels.layout.barcodeSize', params: { w: min.w, h: min.h } });
    if (e.caption !== undefined && e.caption !== 0 && !within(e.caption, 4, 72)) problems.push({ field: 'caption', key: 'labels.layout.fontSize', params: { min: 4, max: 72 } });
  }
  if ('when' in e && e.when) problems.push(...unknown('when', e.when));
  return problems;
}

/** The properties each kind of element keeps; a form's row carries every column, these are what the element is. */
const KEPT: Record<LabelElement['kind'], readonly string[]> = {
  text: ['x', 'y', 'w', 'h', 'when', 'text', 'size', 'minSize', 'bold', 'align', 'lines'],
  barcode: ['x', 'y', 'w', 'h', 'when', 'symbology', 'field', 'caption'],
  rule: ['x', 'y', 'w', 'h', 'thickness'],
};

/**
 * An element from a template form's row (ZJ0504_02 edits every kind in one table): only its kind's
 * properties, empty ones left out, so a stored template holds exactly what draws it.
 */
export function elementOf(row: Record<string, unknown>): LabelElement {
  const kind = row.kind as LabelElement['kind'];
  const out: Record<string, unknown> = { kind };
  for (const key of KEPT[kind] ?? []) {
    const v = row[key];
    if (v !== undefined && v !== null && v !== '' && v !== false) out[key] = v;
  }
  if (kind === 'text' && out.text === undefined) out.text = '';
  if (kind === 'barcode' && out.symbology === undefined) out.symbology = 'code128';
  return out as unknown as LabelElement;
}
