/** The dialog of firstPasswords.ts, loaded when it is shown: each login ID with its password to copy. */
import { createElement } from 'react';
import { Alert, Typography } from 'antd';
import type { ActionContext } from '../../renderers/actions/types';
import type { Issued } from './firstPasswords';

export function openFirstPasswords(ctx: ActionContext, list: Issued[], message: string | undefined): void {
  const t = (k: string) => ctx.screen.text(k);
  ctx.modal.info({
    title: t('firstPassword.title'),
    width: 520,
    okText: t('firstPassword.done'),
    content: createElement('div', { 'data-testid': 'first-passwords' },
      createElement(Alert, { type: 'warning', showIcon: true, message: message || t('firstPassword.intro'), style: { marginBottom: 12 } }),
      ...list.map((p) =>
        createElement('div', { key: p.loginid ?? p.password, 'data-loginid': p.loginid, style: { display: 'flex', gap: 12, alignItems: 'baseline', marginTop: 8 } },
          createElement(Typography.Text, { type: 'secondary' }, `${t('firstPassword.loginid')}: ${p.loginid ?? ''}`),
          createElement(Typography.Text, { type: 'secondary' }, `${t('firstPassword.password')}:`),
          createElement('span', { 'data-testid': 'first-password' }, createElement(Typography.Text, { code: true, copyable: true, strong: true }, p.password)))),
    ),
  });
}
