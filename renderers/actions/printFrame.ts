/**
 * Prints a fetched file (PDF or HTML) from a hidden iframe: a link or window.open cannot send the
 * authToken header, so the app fetches the file and the engine prints the blob.
 */

/** How long the frame stays after print() returns: Chrome's PDF viewer prints asynchronously. */
const KEEP_FRAME_MS = 60_000;

export function printInFrame(blob: Blob, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const href = URL.createObjectURL(blob);
    const frame = doc.createElement('iframe');
    // Zero-sized rather than display:none: a hidden frame's PDF viewer does not print.
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
    frame.setAttribute('aria-hidden', 'true');
    const cleanup = () => {
      frame.remove();
      URL.revokeObjectURL(href);
    };
    frame.onload = () => {
      try {
        const win = frame.contentWindow;
        if (!win) throw new Error('print frame has no window');
        win.focus();
        win.print();
        setTimeout(cleanup, KEEP_FRAME_MS);
        resolve();
      } catch (e) {
        cleanup();
        reject(e);
      }
    };
    frame.onerror = () => {
      cleanup();
      reject(new Error('print frame failed to load'));
    };
    frame.src = href;
    doc.body.appendChild(frame);
  });
}
