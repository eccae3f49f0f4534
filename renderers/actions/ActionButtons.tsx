/** A row of action buttons (toolbar) or links (row actions): visibility, authority, confirm. */
import { useState } from 'react';
import { Button, Space } from 'antd';
import { evaluate } from '../conditions';
import { icons } from '../registry';
import { useScreen } from '../ScreenContext';
import type { Scope } from '../scope';
import type { Action } from '../types';
import { useRunAction, type ActionExtras } from './useActionContext';

interface Props {
  actions?: Action[];
  data: Scope;
  extras: ActionExtras;
  variant?: 'button' | 'link';
}

export function useVisibleActions(actions: Action[] | undefined, data: Scope): Action[] {
  const { allowed } = useScreen();
  return (actions ?? []).filter((a) => allowed(a.authority) && evaluate(a.visible, data));
}

export function ActionButtons({ actions, data, extras, variant = 'button' }: Props) {
  const { text } = useScreen();
  const run = useRunAction(extras);
  const [busy, setBusy] = useState<string>();
  const visible = useVisibleActions(actions, data);
  if (!visible.length) return null;
  const onClick = async (action: Action) => {
    setBusy(action.key);
    try { await run(action, data); } finally { setBusy(undefined); }
  };
  return (
    <Space size={variant === 'link' ? 4 : 8} wrap>
      {visible.map((action) => (
        <Button key={action.key} data-action={action.key}
          type={variant === 'link' ? 'link' : action.style === 'primary' ? 'primary' : 'default'}
          size={variant === 'link' ? 'small' : 'middle'} danger={action.style === 'danger'}
          icon={action.icon ? icons.get(action.icon) : undefined}
          loading={busy === action.key}
          disabled={action.disabled !== undefined && evaluate(action.disabled, data)}
          onClick={() => onClick(action)}>
          {text(action.label ?? `actions.${action.key}`)}
        </Button>
      ))}
    </Space>
  );
}
