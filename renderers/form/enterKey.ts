/**
 * Enter in a form field runs the form's main action, as in any web form: Formily renders no
 * `<form>`, so the browser would not. The action is the one where the field sits: the nearest part
 * of the form that holds visible action buttons (a tab's own Calculate, else the footer), its
 * primary button, or its only one. Enter keeps its own meaning in a text area, a select, a date
 * picker or a cascader, and while an input method composes (it confirms the Chinese characters).
 */
import type { KeyboardEvent } from 'react';

/** Inputs that are not typed into: Enter on them is theirs (or nothing). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color']);
/** Fields whose Enter opens or picks something. */
const OWN_ENTER = '.ant-select, .ant-picker, .ant-cascader, [role="combobox"]';
/** What hides a part of the form without unmounting it (an inactive tab, a collapsed panel). */
const HIDDEN = '[hidden], [aria-hidden="true"], .ant-tabs-tabpane-hidden, .ant-collapse-content-inactive';

const shown = (el: HTMLElement) => !el.closest(HIDDEN) && el.style.display !== 'none';

export function enterRunsPrimaryAction(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Enter' || e.defaultPrevented || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return;
  if (e.nativeEvent.isComposing || e.keyCode === 229) return;
  const target = e.target as HTMLElement;
  if (!(target instanceof HTMLInputElement) || NOT_TYPED.has(target.type) || target.closest(OWN_ENTER)) return;
  const root = e.currentTarget;
  for (let node = target.parentElement; node && root.contains(node); node = node.parentElement) {
    const buttons = [...node.querySelectorAll<HTMLButtonElement>('button[data-action]')].filter(shown);
    if (!buttons.length) continue;
    const main = buttons.find((b) => b.classList.contains('ant-btn-primary')) ?? (buttons.length === 1 ? buttons[0] : undefined);
    if (main && !main.disabled) {
      e.preventDefault();
      main.click();
    }
    return;
  }
}
