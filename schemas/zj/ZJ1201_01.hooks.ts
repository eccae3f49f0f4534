/** ZJ1201_01: add / edit in the engine's inline form `rowEdit`; the save body is the row form's fields; array cells shown as text. */
import screen from './ZJ1201_01.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export { flattenRows as beforeList } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.forms.rowEdit.schema as FormSchema);
}
