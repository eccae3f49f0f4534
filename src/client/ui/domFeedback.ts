import type { ConfirmOptions, Feedback } from './feedback';
import { NOTIFY_SECONDS } from './feedback';

/**
 * Feedback without antd: plain DOM toasts, an alert, a confirm and a loading overlay, for the
 * login page (which must stay small). Styles live in dom-feedback.css.
 */
const ICON: Record<string, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

function root(): HTMLElement {
  let el = document.getElementById('df-toasts');
  if (!el) {
    el = document.createElement('div');
    el.id = 'df-toasts';
    el.className = 'df-toasts';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    document.body.appendChild(el);
  }
  return el;
}

function textBlock(message: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'df-text';
  // Multi-line messages (550 warnings use line breaks for semicolons).
  message.split('\n').forEach((line, i) => {
    if (i) span.appendChild(document.createElement('br'));
    span.appendChild(document.createTextNode(line));
  });
  return span;
}

function toast(kind: 'success' | 'info' | 'warning' | 'error', message: string, seconds = NOTIFY_SECONDS): void {
  const el = document.createElement('div');
  el.className = `df-toast df-${kind}`;
  el.setAttribute('data-kind', kind);
  const icon = document.createElement('b');
  icon.className = 'df-icon';
  icon.textContent = ICON[kind];
  el.append(icon, textBlock(message));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'df-close';
  close.setAttribute('aria-label', 'close');
  close.textContent = '×';
  close.onclick = () => el.remove();
  el.appendChild(close);
  root().appendChild(el);
  if (seconds > 0) setTimeout(() => el.remove(), seconds * 1000);
}

function dialog(title: string, message: string, buttons: { text: string; primary?: boolean; onClick: () => void }[]): void {
  const mask = document.createElement('div');
  mask.className = 'df-mask';
  const box = document.createElement('div');
  box.className = 'df-dialog';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  const h = document.createElement('div');
  h.className = 'df-title';
  h.textContent = title;
  const body = document.createElement('div');
  body.className = 'df-body';
  body.appendChild(textBlock(message));
  const foot = document.createElement('div');
  foot.className = 'df-foot';
  for (const b of buttons) {
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.className = b.primary ? 'df-btn df-primary' : 'df-btn';
    btn.textContent = b.text;
    btn.onclick = () => {
      mask.remove();
      b.onClick();
    };
    foot.appendChild(btn);
  }
  box.append(h, body, foot);
  mask.appendChild(box);
  document.body.appendChild(mask);
  (foot.lastElementChild as HTMLButtonElement | null)?.focus();
}

/**
 * One loading overlay per page, whichever feedback instance counts: the layout installs a new
 * instance on a language switch while requests started under the old one are still running,
 * and their +1 and -1 must meet in the same count (else the overlay stays up for good).
 */
let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let overlay: HTMLElement | null = null;

function pageLoading(delta: 1 | -1): void {
  pending = Math.max(0, pending + delta);
  if (pending > 0 && !overlay && !timer) {
    // Shown only when a request takes longer than 300 ms, so quick calls do not flicker.
    timer = setTimeout(() => {
      timer = undefined;
      if (pending > 0 && !overlay) {
        overlay = document.createElement('div');
        overlay.className = 'df-loading';
        overlay.setAttribute('data-testid', 'loading-overlay');
        overlay.innerHTML = '<span class="df-spinner"></span>';
        document.body.appendChild(overlay);
      }
    }, 300);
  }
  if (pending === 0) {
    if (timer) clearTimeout(timer);
    timer = undefined;
    overlay?.remove();
    overlay = null;
  }
}

export function createDomFeedback(texts: () => { ok: string; alertTitle: string }): Feedback {
  return {
    alert(message, title) {
      const t = texts();
      dialog(title ?? t.alertTitle, message, [{ text: t.ok, primary: true, onClick: () => {} }]);
    },
    toast,
    confirm(o: ConfirmOptions) {
      dialog(o.title, o.content, [
        { text: o.cancelText, onClick: o.onCancel },
        { text: o.okText, primary: true, onClick: o.onOk },
      ]);
    },
    loading: pageLoading,
  };
}
