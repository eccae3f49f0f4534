/** ZJ0103_03 route surcharge items: add / edit in the engine's inline form `rowEdit`, the save body is the row form's fields. */
import screen from './ZJ0103_03.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.forms.rowEdit.schema as FormSchema);
}
