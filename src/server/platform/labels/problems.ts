/**
 * A layout's problems as its editor reads them: each in the user's language, numbered by the row of
 * the element table it concerns ("Row 3: There is no field x"), and the form field it is about
 * (`elements.2.text`), so a form shows each message under the cell to correct.
 */
import type { LayoutProblem } from '../../../domain/labels/layout';
import { t, type Lang } from '../i18n';
import './layout.messages';

export interface ProblemText {
  /** The element's row, 1-based; null: the page or the layout as a whole. */
  row: number | null;
  /** The form field it concerns. */
  field: string;
  message: string;
}

export function layoutProblemTexts(problems: readonly LayoutProblem[], lang: Lang, list = 'elements'): ProblemText[] {
  return problems.map((p) => {
    const problem = t(lang, p.key, p.params);
    return p.element === null
      ? { row: null, field: p.field, message: problem }
      : { row: p.element + 1, field: `${list}.${p.element}.${p.field}`, message: t(lang, 'labels.layout.row', { row: p.element + 1, problem }) };
  });
}

/** The texts joined into one sentence (a refusal's detail). */
export const problemDetail = (texts: readonly ProblemText[]) => texts.map((p) => p.message).join('; ');

/** The `data.fields` of a refusal: each field its own message (several on one field joined). */
export function problemFields(texts: readonly ProblemText[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const p of texts) fields[p.field] = fields[p.field] ? `${fields[p.field]}; ${p.message}` : p.message;
  return fields;
}
