/**
 * ZJ0103_03 route surcharge items: add / edit in the engine's inline form `rowEdit`, the save body
 * is the row form's fields. The name offers the mappings' system names (SurchargeNameInput); the
 * server stores a channel's own name under its mapped system name.
 */
import screen from './ZJ0103_03.json';
import type { FormSchema } from '../../renderers/types';
import { saveBody } from './pricing.forms';
import { suggestInput } from './pricing.suggest';

export const SurchargeNameInput = suggestInput('zj/0104/mapping/names', 'surcharge-name', 60);

export function beforeSubmit(values: Record<string, unknown>) {
  return saveBody(values, screen.forms.rowEdit.schema as FormSchema);
}
