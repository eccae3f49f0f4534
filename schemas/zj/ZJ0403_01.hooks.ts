/** ZJ0403_01 countries and zones: add / edit in a dialog; postcode ranges and cities edited as text. */
import screen from './ZJ0403_01.json';
import type { FormSchema } from '../../renderers/types';
import { listToText, rangesToText, saveBody, textToList, textToRanges } from './pricing.forms';

type Values = Record<string, any>;

export { flattenRows as beforeList } from './pricing.forms';

export function afterLoad(data: Values) {
  return { ...data, postcodes: rangesToText(data.postcodes), cities: listToText(data.cities) };
}

export function beforeSubmit(values: Values) {
  const body = saveBody(values, screen.forms.rowEdit.schema as FormSchema);
  return { ...body, postcodes: textToRanges(values.postcodes), cities: textToList(values.cities) };
}

/** The country form (`country`): ISO code in capitals; the body is the form's fields. */
export function countryBody(values: Values) {
  const body = saveBody(values, screen.forms.country.schema as FormSchema);
  delete body.id;
  return { ...body, code: String(values.code ?? '').trim().toUpperCase(), region: body.region || null };
}
