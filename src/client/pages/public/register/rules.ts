import { formatIssue, runValidator, type ValidationIssue, type ValidationLang } from '@domain/validators';
import type { Registration } from '../../../api/public';

export type Field = Exclude<keyof Registration, 'agree'>;
type Values = Record<Field, string> & { agree: boolean };

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

/** The first rule the field's value breaks, as a message key (shown in the page's language). */
export function fieldIssue(field: Field, values: Values): ValidationIssue | undefined {
  for (const rule of RULES[field]) {
    const issue = runValidator(rule.name, values[field], rule.args?.(values));
    if (issue) return issue;
  }
  return undefined;
}

/** An issue in the page's language: the server's words for the same rule. */
export const problemText = (issue: ValidationIssue, lang: ValidationLang): string => formatIssue(issue, lang);

export type { Values };
