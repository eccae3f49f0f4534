/**
 * Shared by the pricing configuration screens' hooks: the save body is the form's own fields
 * (loaded rows carry read-only extras the save API refuses), times as ISO strings.
 */
import type { FormSchema } from '../../renderers/types';

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

/** A picker's value ('2026-11-22 10:00:00', a Date, a dayjs) as an ISO string; empty as null. */
export function toIso(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const d = typeof v === 'object' && v && 'toDate' in v ? (v as { toDate(): Date }).toDate() : new Date(String(v).replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
}

/** The values of the schema's fields (plus id when editing); `times` become ISO strings. */
export function saveBody(values: Values, schema: FormSchema | undefined, times: string[] = []): Values {
  const body: Values = {};
  if (values.id !== undefined && values.id !== null && values.id !== '') body.id = values.id;
  for (const k of fieldsOf(schema)) {
    if (!(k in values)) continue;
    body[k] = times.includes(k) ? toIso(values[k]) : values[k];
  }
  return body;
}
