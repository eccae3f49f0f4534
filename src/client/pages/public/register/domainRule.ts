import { formatIssue, runValidator, type ValidationLang } from '@domain/validators';

/**
 * An antd Form rule that runs a shared validator of src/domain/validators and rejects with its
 * text in the page's language: the same rule and words the server answers with.
 */
export function domainRule(lang: ValidationLang, name: string, args?: () => Record<string, unknown>) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const issue = runValidator(name, value, args?.());
      if (issue) throw new Error(formatIssue(issue, lang));
    },
  };
}
