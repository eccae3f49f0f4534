/** ZJ1201_01: add / edit in a dialog (pricing.editor); the save body is the row form's fields; array cells shown as text. */
import screen from './ZJ1201_01.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export { addRow, editRow } from './pricing.editor';
export { flattenRows as beforeList } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.schema as FormSchema);
}
