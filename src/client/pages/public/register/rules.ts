import { formatIssue, runValidator, type ValidationIssue, type ValidationLang } from '@domain/validators';
import type { Registration } from '../../../api/public';

export type Field = Exclude<keyof Registration, 'agree' | 'userType'>;
type Values = Record<Field, string> & { agree: boolean; userType: Registration['userType'] };

/**
 * /register's rules (loaded when first needed: the validators carry decimal.js), each a shared domain validator (src/domain/validators): the same rules and
 * words the server answers with. `args` may read the other values (the confirmation).
 */
const RULES: Record<Field, { name: string; args?: (v: Values) => Record<string, unknown> }[]> = {
  phone: [{ name: 'required' }, { name: 'mobile' }],
  code: [{ name: 'required' }],
  username: [{ name: 'required' }, { name: 'length', args: () => ({ min: 3, max: 30 }) }],
  companyName: [{ name: 'required' }, { name: 'length', args: () => ({ max: 50 }) }],
  creditCode: [{ name: 'required' }, { name: 'creditCode' }],
  email: [{ name: 'email', args: () => ({ max: 50 }) }],
  password: [{ name: 'required' }, { name: 'password', args: () => ({ max: 64 }) }],
  confirmPassword: [{ name: 'required' }, { name: 'confirm', args: (v) => ({ other: v.password, message: 'differ' }) }],
};

/** Step 1 asks for the phone and its code; step 2 for the account (and the agreement). */
export const STEP_FIELDS: Field[][] = [
  ['phone', 'code'],
  ['username', 'companyName', 'creditCode', 'email', 'password', 'confirmPassword'],
];

/** Fields only an enterprise fills in (an individual registers without them, spec section 3). */
export const ENTERPRISE_FIELDS: readonly Field[] = ['companyName', 'creditCode'];

/** The fields the visitor is asked for: the company's only for an enterprise. */
export const askedFor = (field: Field, values: Pick<Values, 'userType'>) => values.userType === 'enterprise' || !ENTERPRISE_FIELDS.includes(field);

/** The first rule the field's value breaks, as a message key (shown in the page's language). */
export function fieldIssue(field: Field, values: Values): ValidationIssue | undefined {
  if (!askedFor(field, values)) return undefined;
  for (const rule of RULES[field]) {
    const issue = runValidator(rule.name, values[field], rule.args?.(values));
    if (issue) return issue;
  }
  return undefined;
}

/** An issue in the page's language: the server's words for the same rule. */
export const problemText = (issue: ValidationIssue, lang: ValidationLang): string => formatIssue(issue, lang);

export type { Values };
