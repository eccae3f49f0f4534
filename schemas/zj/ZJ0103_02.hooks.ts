/** ZJ0103_02 route edit: the save body is the form's own fields (the detail carries read-only extras). */
import screen from './ZJ0103_02.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.schema as FormSchema);
}
