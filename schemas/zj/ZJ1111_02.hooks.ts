/** ZJ1111_02: the save body is the form's own fields. */
import screen from './ZJ1111_02.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.schema as FormSchema);
}
