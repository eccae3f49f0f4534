/** ZJ0110_01 remote areas: add / edit in the engine's inline form `rowEdit`; the save body is the row form's fields. */
import screen from './ZJ0110_01.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  const body = saveBody(values, screen.forms.rowEdit.schema as FormSchema);
  if (typeof body.country === 'string') body.country = body.country.trim().toUpperCase();
  return body;
}
