/** MN0401_02 announcement edit: only the fields the save API takes; an empty summary is null. */

const FIELDS = ['id', 'title', 'summary', 'content', 'audience', 'status'] as const;

export function afterLoad(data: Record<string, unknown>) {
  return Object.fromEntries(FIELDS.map((k) => [k, data[k] ?? undefined]));
}

export function beforeSubmit(values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const k of FIELDS) if (values[k] !== undefined && values[k] !== null) body[k] = values[k];
  if (body.summary === '') body.summary = null;
  return body;
}
