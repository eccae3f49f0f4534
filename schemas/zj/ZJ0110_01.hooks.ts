/** ZJ0110_01 remote areas: add / edit in a dialog (pricing.editor); the save body is the row form's fields. */
import screen from './ZJ0110_01.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export { addRow, editRow } from './pricing.editor';

export function beforeSubmit(values: Record<string, unknown>) {
  const body = saveBody(values, screen.schema as FormSchema);
  if (typeof body.country === 'string') body.country = body.country.trim().toUpperCase();
  return body;
}
