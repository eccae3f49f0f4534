/** ZJ1101_02 special route edit: postcode ranges edited as text; times as the pickers hold them (pricing.forms.ts sentTime). */
import screen from './ZJ1101_02.json';
import type { FormSchema } from '../../renderers/types';
import { rangesToText, saveBody, textToRanges } from './pricing.forms';

type Values = Record<string, any>;

export function afterLoad(data: Values) {
  return { ...data, postcodes: rangesToText(data.postcodes) };
}

export function beforeSubmit(values: Values) {
  const body = saveBody(values, screen.schema as FormSchema, ['startTime', 'endTime']);
  body.postcodes = textToRanges(values.postcodes);
  body.countries = ((values.countries ?? []) as string[]).map((c) => c.trim().toUpperCase());
  for (const k of ['surchargeKind', 'surchargeValue', 'surchargeMinimum']) if (body[k] === '' || body[k] === undefined) body[k] = null;
  return body;
}
