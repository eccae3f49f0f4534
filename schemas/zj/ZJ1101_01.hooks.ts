/** ZJ1101_01: array cells shown as text. */
export { flattenRows as beforeList } from './pricing.forms';
