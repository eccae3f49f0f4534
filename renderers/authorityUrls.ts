/**
 * Every authority URL a screen names (its actions, its inline forms' buttons, its columns, its fields' x-authority): what
 * the engine asks the server about in one call. Plain data, also read at build time
 * (scripts/screen-kinds) so the shell can ask before the screen's files are in.
 */
import type { Action, Column, Screen } from './types';

/** Every action of a screen, its inline forms' buttons and a scan line's undo included (they use the screen's authorities). */
export function actionsOf(screen: Screen): Action[] {
  const cards = (screen.cards ?? []).map((c) => c.action).filter((a): a is Action => !!a);
  return [...(screen.rowActions ?? []), ...(screen.toolbar?.actions ?? []), ...(screen.toolbar?.bulkActions ?? []),
    ...(screen.actions ?? []), ...cards, ...Object.values(screen.forms ?? {}).flatMap((f) => f.actions ?? []),
    ...(screen.scan?.undo ? [screen.scan.undo] : [])];
}

function columnsOf(screen: Screen): Column[] {
  return [...(screen.columns ?? []), ...(screen.subTables ?? []).flatMap((s) => s.columns)];
}

/** The `x-authority` of every field under a form schema node (its own included). */
export function fieldAuthorityUrls(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const n = node as { 'x-authority'?: string; properties?: Record<string, unknown>; items?: unknown };
  return [
    ...(n['x-authority'] ? [n['x-authority']] : []),
    ...Object.values(n.properties ?? {}).flatMap(fieldAuthorityUrls),
    ...(Array.isArray(n.items) ? [] : fieldAuthorityUrls(n.items)),
  ];
}

/** Every authority URL a screen names (actions, columns, its form's and inline forms' fields), deduplicated. */
export function authorityUrls(screen: Screen): string[] {
  const urls = [...actionsOf(screen), ...columnsOf(screen)].map((x) => x.authority).filter((u): u is string => !!u);
  const fields = [screen.schema, ...Object.values(screen.forms ?? {}).map((f) => f.schema)].flatMap(fieldAuthorityUrls);
  return [...new Set([...urls, ...fields])].sort();
}

