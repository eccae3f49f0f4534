/**
 * How the request layer and shell talk to the user. Injected: the login page uses the tiny
 * DOM implementation (no antd); the layout installs an antd one after login.
 * Durations follow spec section 9: notifications 4 s, errors 5 s, 0 = stays until closed.
 */
export const NOTIFY_SECONDS = 4;
export const ERROR_SECONDS = 5;

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
}

export interface Feedback {
  /** A modal alert (code 500 and other non-zero codes). */
  alert(message: string, title?: string): void;
  /** A toast: seconds 0 keeps it until closed (code 550). */
  toast(kind: 'success' | 'info' | 'warning' | 'error', message: string, seconds?: number): void;
  confirm(options: ConfirmOptions): void;
  /** The loading overlay: called with +1 when a request starts and -1 when it ends. */
  loading(delta: 1 | -1): void;
}

let current: Feedback | null = null;
let fallback: (() => Feedback) | null = null;

export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

/** Back to the fallback (the DOM one), e.g. when the layout unmounts. */
export function resetFeedback(): void {
  current = null;
}

/** The implementation used until one is set (the DOM one, registered by main.tsx). */
export function setFallbackFeedback(make: () => Feedback): void {
  fallback = make;
}

export function feedback(): Feedback {
  if (!current && fallback) current = fallback();
  if (!current) throw new Error('no feedback implementation installed');
  return current;
}
