/** ZJ0103_04 route–channel binding: only the binding fields are saved. */
import screen from './ZJ0103_04.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.schema as FormSchema);
}
