/** ZJ0103_02 route edit: the save body is the form's own fields (the detail carries read-only extras). */
import screen from './ZJ0103_02.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';

export function beforeSubmit(values: Record<string, unknown>) {
  const body = saveBody(values, screen.schema as FormSchema);
  // A cleared remote-area select is undefined, which JSON would drop: the route would keep its old type.
  if ('remoteAreaType' in values && (values.remoteAreaType === undefined || values.remoteAreaType === '')) body.remoteAreaType = null;
  return body;
}
