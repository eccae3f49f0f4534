/** ZJ0103_03 route surcharge items: add / edit in a dialog (pricing.editor), the save body is the row form's fields. */
import screen from './ZJ0103_03.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export { addRow, editRow } from './pricing.editor';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.schema as FormSchema);
}
