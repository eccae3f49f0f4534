/**
 * Web printing: the document opens in a new browser window (its PDF viewer prints it). A window
 * the browser blocks (a popup blocker, E11q) answers false; the caller offers a click that opens
 * it, which a blocker lets through. The window is not `noopener`: that would answer null always,
 * and a blob: URL of our own is same-origin anyway.
 */

/** How long the document's address stays valid for the window to load it. */
const KEEP_URL_MS = 60_000;

export function openInBrowser(blob: Blob, win: Window = window): boolean {
  const href = URL.createObjectURL(blob);
  const opened = win.open(href, '_blank');
  if (!opened) {
    URL.revokeObjectURL(href);
    return false;
  }
  setTimeout(() => URL.revokeObjectURL(href), KEEP_URL_MS);
  return true;
}
