/** The Formily components screens may name in x-component / x-decorator. */
import type { ComponentType } from 'react';
import {
  ArrayItems, ArrayTable, Cascader, Checkbox, Editable, FormCollapse, FormGrid, FormLayout,
  FormTab, Input, NumberPicker, Password, PreviewText, Radio, Select, Space, Switch, TimePicker, Transfer, TreeSelect,
} from '@formily/antd-v5';
import { components as registered } from '../registry';
import { UnknownComponent } from '../Placeholder';
import { DictionarySelect } from './DictionarySelect';
import { EntryList } from './EntryList';
import { ScreenAction } from './ScreenAction';
// Files stay in the form until the screen's hook sends them (LocalUpload.tsx).
import { LocalUpload as Upload } from './LocalUpload';
// Ours, not Formily's: picks on the business zone's clock (renderers/time.ts).
import { DatePicker } from './DatePicker';
// Formily's FormItem with its label tied to its input (LabelledFormItem.tsx).
import { FormItem } from './LabelledFormItem';

export const builtinComponents: Record<string, ComponentType<any>> = {
  ArrayItems, ArrayTable, Cascader, Checkbox, DatePicker, Editable, FormCollapse, FormGrid, FormItem, FormLayout,
  FormTab, Input, NumberPicker, Password, PreviewText, Radio, Select, Space, Switch, TimePicker, Transfer, TreeSelect, Upload,
  DictionarySelect, EntryList, ScreenAction, UnknownComponent,
};

/** Built-ins plus what the app registered (registry.components). */
export function allComponents(): Record<string, ComponentType<any>> {
  const extra = Object.fromEntries(registered.names().map((n) => [n, registered.get(n)!]));
  return { ...builtinComponents, ...extra };
}

/** Whether a name (possibly dotted: "ArrayTable.Column") is known. */
export function isKnownComponent(name: string, known: Record<string, unknown> = allComponents()): boolean {
  const [head, ...rest] = name.split('.');
  let target: any = known[head];
  for (const part of rest) target = target?.[part];
  return !!target;
}
