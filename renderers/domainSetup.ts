/**
 * The app's one start-up call for the engine: the domain's dictionaries into the dictionary
 * registry, the domain validators (Formily and antd adapters, text normalisers) and their
 * messages into i18next, the `richText` cell (src/domain/content/sanitizeHtml) and the time
 * rule (src/domain/time: every cell, picker and validator on the business zone's clock). Pure
 * data and functions of src/domain only.
 *
 *   installDomain(i18n, { userId: () => session.userId });
 */
import type { i18n as I18n } from 'i18next';
import { validationMessages, validators } from '@domain/validators';
import { normalizeInput, normalizeText } from '@domain/normalize';
import { sanitizeHtml } from '@domain/content/sanitizeHtml';
import { createElement } from 'react';
import { cells, type CellProps } from './registry';
import { installDictionaries } from './domainDictionaries';
// install.ts, not the index: the index re-exports the Formily effects, which would pull Formily into the shell.
import { installValidators } from './validators/install';
import { setTimeService } from './time';
import { domainTime } from './domainTime';

export { domainTime };

export interface DomainOptions {
  /** The signed-in user's id (the date-range banker exemption). */
  userId?: () => string | undefined;
  /** Users exempt from the date-range limit. */
  exemptBankerIds?: () => readonly string[] | undefined;
  /** The business time zone the server names (user info / site info `timeZone`); default Asia/Shanghai. */
  timeZone?: () => string | null | undefined;
}

/** Stored rich text (announcements): shown as HTML only after the domain's sanitiser, the same the server runs on save and read. */
export function RichTextCell({ value }: CellProps) {
  const html = typeof value === 'string' ? sanitizeHtml(value) : '';
  return createElement('div', { className: 'screen-rich-text', 'data-cell': 'richText', dangerouslySetInnerHTML: { __html: html } });
}

export function installDomain(i18n: I18n, options: DomainOptions = {}): void {
  if (!cells.has('richText')) cells.register('richText', RichTextCell);
  setTimeService(domainTime(options.timeZone));
  installDictionaries();
  const requiredText = Object.fromEntries(Object.entries(validationMessages).map(([lng, texts]) => [lng, texts['validation.required']]));
  installValidators({ registry: validators, normalizeInput, normalizeText, userId: options.userId, exemptBankerIds: options.exemptBankerIds, requiredText });
  const ns = (Array.isArray(i18n.options?.defaultNS) ? i18n.options.defaultNS[0] : i18n.options?.defaultNS) || 'translation';
  for (const [lng, texts] of Object.entries(validationMessages)) i18n.addResources(lng, ns, texts);
}
