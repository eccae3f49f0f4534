/**
 * antd's statically extracted CSS (scripts/antd-static-css): linked at the top of <head> and
 * awaited before the shell's first antd render, because cssinjs reads which styles the file holds
 * once, at that first render; a file that arrives later is simply not used (it only repeats the
 * rules antd then builds). /login (no antd) never asks for it. In dev mode there is no file and
 * antd builds its styles at runtime; a failed or stalled load (3 s) does the same.
 */
import antdCssUrl, { hashClass } from 'virtual:antd-static-css';
import { linkStylesheetFirst } from './stylesheet';

let loaded: Promise<void> | undefined;

/** The class antd's elements carry for the file's rules (css-xxxx); null without a file (dev mode). */
export const antdHashClass = hashClass;

export function loadAntdStaticCss(): Promise<void> {
  if (!antdCssUrl) return Promise.resolve();
  loaded ??= linkStylesheetFirst(antdCssUrl, 3000);
  return loaded;
}

/** Whether the file is in use (loaded, not failed or still waiting): what was drawn with its classes looks right. */
export function antdStaticCssApplied(): boolean {
  if (!antdCssUrl) return false;
  const path = new URL(antdCssUrl, window.location.href).pathname;
  return [...document.styleSheets].some((s) => !!s.href && new URL(s.href).pathname === path);
}
