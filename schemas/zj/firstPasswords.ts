/**
 * The first passwords a reset or a new account answers (server: platform/auth/firstPassword.ts,
 * spec K09 {secret}), shown once to the staff member who set them: the reply's own message (it
 * says whether they are one-time or the configured default), then each login ID with its password
 * to copy. Nothing keeps them: closing the dialog is the last time anybody sees them. ZJ0601_01,
 * ZJ0601_02, ZJ0101_01 and ZJ0101_02 run it after their reset or add (`then: [{hook}]`).
 */
import { createElement } from 'react';
import type { ActionContext } from '../../renderers/actions/types';

export interface Issued { loginid?: string; password?: string }
interface Reply extends Issued { message?: string; passwords?: Issued[] }

/** The passwords in a reset's reply ({passwords}) or an add's ({loginid, password}); none for an edit. */
export function issuedPasswords(reply: unknown): Issued[] {
  const r = (reply ?? {}) as Reply;
  const list = Array.isArray(r.passwords) ? r.passwords : r.password ? [{ loginid: r.loginid, password: r.password }] : [];
  return list.filter((p) => typeof p.password === 'string' && p.password !== '');
}

export function showFirstPasswords(ctx: ActionContext, reply: unknown): void {
  const list = issuedPasswords(reply);
  if (!list.length) return;
  const message = (reply as Reply).message;
  // The dialog (antd) loads when it is shown: imported here, it made these screens' hooks, and so a
  // list's cold start (layout/bootPreview), wait for the shell's whole chunk. Should its code not
  // load, the passwords are shown plainly all the same: nobody can see them again.
  void import('./firstPasswordsDialog').then(
    (m) => m.openFirstPasswords(ctx, list, message),
    () => openPlainFirstPasswords(ctx, list, message),
  );
}

/** The same passwords without the dialog's own components (its code did not load). */
export function openPlainFirstPasswords(ctx: ActionContext, list: Issued[], message: string | undefined): void {
  const t = (k: string) => ctx.screen.text(k);
  ctx.modal.info({
    title: t('firstPassword.title'),
    okText: t('firstPassword.done'),
    content: createElement('div', { 'data-testid': 'first-passwords' },
      createElement('p', null, message || t('firstPassword.intro')),
      ...list.map((p) => createElement('p', { key: p.loginid ?? p.password, 'data-loginid': p.loginid },
        `${t('firstPassword.loginid')}: ${p.loginid ?? ''} ${t('firstPassword.password')}: `,
        createElement('code', { 'data-testid': 'first-password' }, p.password)))),
  });
}
