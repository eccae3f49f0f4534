/**
 * antd's statically extracted CSS (scripts/antd-static-css): linked at the top of <head> and
 * awaited before the shell's first antd render, because cssinjs reads which styles the file holds
 * once, at that first render; a file that arrives later is simply not used. /login (no antd) never
 * asks for it. In dev mode there is no file and antd builds its styles at runtime; a failed load
 * does the same.
 */
import antdCssUrl from 'virtual:antd-static-css';

let loaded: Promise<void> | undefined;

export function loadAntdStaticCss(): Promise<void> {
  const href = antdCssUrl;
  if (!href) return Promise.resolve();
  loaded ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      resolve();
    };
    // First in <head>, where antd puts its runtime styles: the app's own CSS still comes after and wins ties.
    document.head.prepend(link);
  });
  return loaded;
}
