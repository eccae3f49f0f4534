/**
 * antd's statically extracted CSS (scripts/antd-static-css): linked at the top of <head> and
 * awaited before the shell's first antd render, because cssinjs reads which styles the file holds
 * once, at that first render; a file that arrives later is simply not used (it only repeats the
 * rules antd then builds). /login (no antd) never asks for it. In dev mode there is no file and
 * antd builds its styles at runtime; a failed or stalled load (3 s) does the same.
 */
import antdCssUrl from 'virtual:antd-static-css';
import { linkStylesheetFirst } from './stylesheet';

let loaded: Promise<void> | undefined;

export function loadAntdStaticCss(): Promise<void> {
  if (!antdCssUrl) return Promise.resolve();
  loaded ??= linkStylesheetFirst(antdCssUrl, 3000);
  return loaded;
}
