/**
 * MN0401_02 announcement edit: only the fields the save API takes. An optional text left empty is
 * null, so an English text that was cleared is cleared on the server too (a field left out would
 * keep its stored value).
 */

const FIELDS = ['id', 'title', 'titleEn', 'summary', 'summaryEn', 'content', 'contentEn', 'audience', 'status'] as const;
const OPTIONAL_TEXTS = ['summary', 'titleEn', 'summaryEn', 'contentEn'] as const;

export function afterLoad(data: Record<string, unknown>) {
  return Object.fromEntries(FIELDS.map((k) => [k, data[k] ?? undefined]));
}

export function beforeSubmit(values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const k of FIELDS) if (values[k] !== undefined && values[k] !== null) body[k] = values[k];
  for (const k of OPTIONAL_TEXTS) if (typeof body[k] === 'string' && !(body[k] as string).trim()) body[k] = null;
  return body;
}
