/**
 * Shared by the pricing configuration screens' hooks: the save body is the form's own fields
 * (loaded rows carry read-only extras the save API refuses), times as the pickers hold them.
 */
import type { FormSchema } from '../../renderers/types';
import { parsePostcodeRanges, type PostcodeRange } from '../../src/domain/pricing/postcode';
import { timeService } from '../../renderers/time';

type Values = Record<string, unknown>;

/** The names of a form schema's data fields (void containers are walked through). */
export function fieldsOf(schema: FormSchema | undefined): string[] {
  const out: string[] = [];
  const walk = (node: any) => {
    for (const [k, child] of Object.entries((node?.properties ?? {}) as Record<string, any>)) {
      if (child?.type === 'void') walk(child);
      else out.push(k);
    }
  };
  walk(schema);
  return out;
}

/**
 * A time as a save sends it; empty as null. The engine's picker holds the business zone's wall
 * time ('2026-11-22 10:00:00'), or the instant it loaded: both go as they are, and the server reads
 * the wall time on the business zone's clock (x-time). Never through the browser's zone.
 */
export function sentTime(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  return typeof v === 'string' ? v : timeService().format(v);
}

/** The values of the schema's fields (plus id when editing); `times` as `sentTime` sends them. */
export function saveBody(values: Values, schema: FormSchema | undefined, times: string[] = []): Values {
  const body: Values = {};
  if (values.id !== undefined && values.id !== null && values.id !== '') body.id = values.id;
  for (const k of fieldsOf(schema)) {
    if (!(k in values)) continue;
    body[k] = times.includes(k) ? sentTime(values[k]) : values[k];
  }
  return body;
}

/** Postcode ranges as the forms edit them, the server's way (`parsePostcodeRanges`): "90000~96199; 100-0001". */
export function rangesToText(ranges: { from: string; to?: string | null }[] | null | undefined): string {
  return (ranges ?? []).map((r) => (r.to && r.to !== r.from ? `${r.from}~${r.to}` : r.from)).join('; ');
}

/**
 * "90000~96199; 100-0001" -> [{from: "90000", to: "96199"}, {from: "100-0001", to: "100-0001"}].
 * The field's `postcodeRanges` validator refuses a bad text before a save; should one get here
 * anyway it throws, because leaving a part out would save a zone narrower than the one typed.
 */
export function textToRanges(text: unknown): PostcodeRange[] {
  const { ranges, problems } = parsePostcodeRanges(String(text ?? ''));
  if (problems.length) throw new Error(`postcode ranges refused: ${JSON.stringify(problems)}`);
  return ranges;
}

/** "A; B" <-> ["A", "B"]. */
export const listToText = (list: unknown): string => (Array.isArray(list) ? list.join('; ') : '');
export const textToList = (text: unknown): string[] => String(text ?? '').split(/[;；\n]/).map((s) => s.trim()).filter(Boolean);

/** beforeList: array cells (countries, attributes, route ids ...) shown as one text; transit days as "min–max". */
export function flattenRows(reply: { list: Record<string, unknown>[]; total: number }) {
  return {
    ...reply,
    list: reply.list.map((r) => {
      const out: Record<string, unknown> = { ...r };
      for (const [k, v] of Object.entries(r)) {
        if (Array.isArray(v)) out[k] = v.map((x) => (x && typeof x === 'object' ? rangesToText([x as { from: string; to?: string }]) : String(x))).join(', ');
      }
      if ('transitDaysMin' in r) out.transitDays = r.transitDaysMin != null ? `${r.transitDaysMin}–${r.transitDaysMax ?? r.transitDaysMin}` : null;
      return out;
    }),
  };
}
