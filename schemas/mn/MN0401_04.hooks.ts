/**
 * MN0401_04 announcement detail. The stored content is sanitised by the server; the client
 * sanitises it again with the same function and shows it as text (paragraphs and list items
 * on their own lines), so no markup from the database reaches the page as HTML.
 */
import { htmlToText, sanitizeHtml } from '@domain/content/sanitizeHtml';

export function afterLoad(data: Record<string, unknown>) {
  const html = typeof data.content === 'string' ? data.content : '';
  return { ...data, contentText: htmlToText(sanitizeHtml(html)) };
}
