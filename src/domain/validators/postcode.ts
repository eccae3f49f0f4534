import { parsePostcodeRanges, postcodeProblem } from '../pricing/postcode';
import { isEmpty, textOf } from './util';
import { issue, type Validator } from './types';

/** The pricing rule's problem keys and the field messages that say the same in a form. */
const KEY_OF: Record<string, string> = {
  'pricing.postcode.format': 'validation.postcodeRanges.format',
  'pricing.postcode.hyphenRange': 'validation.postcodeRanges.hyphenRange',
  'pricing.postcode.range': 'validation.postcodeRanges.range',
  'pricing.postcode.one': 'validation.postcode.format',
  'pricing.postcode.oneHyphenRange': 'validation.postcode.hyphenRange',
};
export const postcodeKeys = Object.values(KEY_OF);

/**
 * Postcode ranges typed as text ("90000~96199; 100-0001"), read exactly as the server reads
 * them (`parsePostcodeRanges`), so the form refuses before saving what the server would refuse:
 * the first problem is the field's message.
 */
export const postcodeRanges: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = textOf(value);
  if (text === undefined) return issue('validation.postcodeRanges.format', { text: String(value) });
  const [first] = parsePostcodeRanges(text).problems;
  return first ? issue(KEY_OF[first.key] ?? 'validation.postcodeRanges.format', { text, ...first.params }) : undefined;
};

/** One postcode in a field of its own (postcodeProblem): what the server's save and import refuse. */
export const postcode: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = textOf(value);
  const problem = postcodeProblem(text ?? String(value));
  return problem ? issue(KEY_OF[problem.key], { text: text ?? String(value), ...problem.params }) : undefined;
};
