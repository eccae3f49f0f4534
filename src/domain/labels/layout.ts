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

/** One thing wrong with a layout: the element (index) and field it concerns, and a message key of labels.* with its params. */
export interface LayoutProblem {
  element: number | null;
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * What is wrong with a layout, checked before it is drawn (a template saved in ZJ0504 is refused
 * with the field named, never drawn as a broken label): a size within 20-300 mm, every element
 * inside the page with a positive size, font sizes 4-72 pt, fields it names known to `fields`.
 */
export function layoutProblems(layout: LabelLayout, fields: ReadonlySet<string>): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const within = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;
  if (!within(layout.widthMm, 20, 300)) problems.push({ element: null, field: 'widthMm', key: 'labels.layout.size', params: { min: 20, max: 300 } });
  if (!within(layout.heightMm, 20, 300)) problems.push({ element: null, field: 'heightMm', key: 'labels.layout.size', params: { min: 20, max: 300 } });
  layout.elements.forEach((e, i) => {
    const flat = e.kind === 'rule';
    const sized = flat ? e.w >= 0 && e.h >= 0 && e.w + e.h > 0 : e.w > 0 && e.h > 0;
    if (!sized || !within(e.x, 0, layout.widthMm) || !within(e.y, 0, layout.heightMm) || e.x + e.w > layout.widthMm + 0.01 || e.y + e.h > layout.heightMm + 0.01) {
      problems.push({ element: i, field: 'x', key: 'labels.layout.outside' });
    }
    const named = e.kind === 'text' ? placeholders(e.text) : e.kind === 'barcode' ? [e.field] : [];
    if ('when' in e && e.when) named.push(e.when);
    for (const f of named) if (!fields.has(f)) problems.push({ element: i, field: 'field', key: 'labels.layout.unknownField', params: { field: f } });
    if (e.kind === 'text') {
      if (!within(e.size, 4, 72) || (e.minSize !== undefined && !within(e.minSize, 4, e.size))) problems.push({ element: i, field: 'size', key: 'labels.layout.fontSize', params: { min: 4, max: 72 } });
      if (e.lines !== undefined && !(Number.isInteger(e.lines) && e.lines >= 1 && e.lines <= 10)) problems.push({ element: i, field: 'lines', key: 'labels.layout.lines', params: { max: 10 } });
    }
  });
  return problems;
}
