/** ZJ0104_04 fuel rules: add / edit in a dialog (pricing.editor); the save body is the row form's fields. */
import screen from './ZJ0104_04.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export { addRow, editRow } from './pricing.editor';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.schema as FormSchema, ['limitedTime', 'validTime']);
}
