/**
 * Links a stylesheet first in <head> (where antd puts its runtime styles: the app's own CSS still
 * comes after and wins ties) and answers once it has loaded, failed (the link goes) or taken longer
 * than `waitMs`: a stalled stylesheet must never keep the app from showing.
 */
export function linkStylesheetFirst(href: string, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, waitMs);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      resolve();
    };
    document.head.prepend(link);
  });
}
