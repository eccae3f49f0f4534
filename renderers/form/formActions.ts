/**
 * Where a form's actions show: a `ScreenAction` node puts named actions inside the form (a
 * Calculate button above its results, each tab's own button); the footer keeps the rest.
 * Plain data, so the screen lint reads the same rule.
 */
import type { Action } from '../types';

/** The schema component that renders screen actions where the form puts it. */
export const SCREEN_ACTION = 'ScreenAction';

/** What a form shows when its screen declares no `actions`. */
export const DEFAULT_FORM_ACTIONS: Action[] = [
  { key: 'submit', type: 'submit', label: 'engine.submit', style: 'primary', successMessage: 'engine.done', then: ['close'] },
  { key: 'close', type: 'close', label: 'engine.close' },
];

/** `x-component-props` of a ScreenAction node: one action or a row of them. */
export interface ScreenActionProps { action?: string; actions?: string[] }

export function slotKeys(props: ScreenActionProps | undefined): string[] {
  return [...(props?.action ? [props.action] : []), ...(props?.actions ?? [])];
}

type Node = { 'x-component'?: unknown; 'x-component-props'?: ScreenActionProps; properties?: Record<string, Node>; items?: unknown };

/** The action keys a form schema places inside itself, in schema order. */
export function placedActionKeys(schema: object | undefined): string[] {
  const node = schema as Node | undefined;
  if (!node || typeof node !== 'object') return [];
  const own = node['x-component'] === SCREEN_ACTION ? slotKeys(node['x-component-props']) : [];
  const items = node.items && !Array.isArray(node.items) ? placedActionKeys(node.items) : [];
  return [...own, ...Object.values(node.properties ?? {}).flatMap(placedActionKeys), ...items];
}

/** The footer's actions: those the form does not place inside itself. */
export function footerActions(actions: Action[], schema: object | undefined): Action[] {
  const placed = new Set(placedActionKeys(schema));
  return actions.filter((a) => !placed.has(a.key));
}
