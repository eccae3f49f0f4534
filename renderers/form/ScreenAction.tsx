/**
 * `"x-component": "ScreenAction"`: the screen's named actions rendered inside the form where the
 * schema puts them, run exactly like the footer's buttons (the same context: confirm, authority,
 * loading, `then`, the form's validating submit).
 */
import { createContext, useContext } from 'react';
import { FormButtonGroup } from '@formily/antd-v5';
import { observer } from '@formily/react';
import { ActionButtons } from '../actions/ActionButtons';
import type { ActionExtras } from '../actions/useActionContext';
import type { Scope } from '../scope';
import type { Action } from '../types';
import { slotKeys, type ScreenActionProps } from './formActions';

export interface FormActions { actions: Action[]; extras: ActionExtras; data: Scope }

/**
 * A form's buttons: their `visible` and `disabled` conditions read the form's values (`values.id`),
 * so they render again when those change.
 */
export const FormActionButtons = observer(ActionButtons);

/** What the form's footer runs its buttons with, for the buttons the schema places. */
export const FormActionsContext = createContext<FormActions | undefined>(undefined);

export function ScreenAction(props: ScreenActionProps) {
  const form = useContext(FormActionsContext);
  if (!form) return null;
  const keys = slotKeys(props);
  const actions = keys.flatMap((k) => form.actions.filter((a) => a.key === k));
  if (!actions.length) return null;
  return (
    <FormButtonGroup.FormItem>
      <FormActionButtons actions={actions} extras={form.extras} data={form.data} />
    </FormButtonGroup.FormItem>
  );
}
