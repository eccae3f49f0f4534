/** A validation problem as a message key (messages.ts) and its parameters. */
export interface ValidationIssue {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * What a validator may learn about its surroundings. Adapters fill it: Formily and antd with
 * the form's values, ajv with the object that holds the value.
 */
export interface ValidatorContext {
  /** Value of another field, by name relative to the validated field's parent (`password`, `limits.max`). */
  get?: (path: string) => unknown;
  /** Id of the signed-in user (the date-range banker exemption). */
  userId?: string;
  /** Users exempt from the date-range span limit, as configured (the server's DATE_RANGE_EXEMPT_BANKER_IDS). */
  exemptBankerIds?: readonly string[];
  /** The business time zone (IANA name): zone-less times are read, and calendar months counted, on its clock. */
  timeZone?: string;
}

/**
 * A validator: `undefined` when the value is fine, else the issue. Unless its doc says
 * otherwise a validator accepts an empty value (undefined, null, '' or blank text): emptiness is
 * the `required` validator's business.
 */
export type Validator<A = Record<string, unknown>> = (
  value: unknown,
  args?: A,
  ctx?: ValidatorContext,
) => ValidationIssue | undefined;

export const issue = (key: string, params?: Record<string, string | number>): ValidationIssue =>
  params ? { key, params } : { key };
