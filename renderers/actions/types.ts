import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { Engine } from '../EngineProvider';
import type { ScreenScope } from '../ScreenContext';
import type { Scope } from '../scope';
import type { Action } from '../types';

/** Everything an action handler may use. */
export interface ActionContext {
  engine: Engine;
  screen: ScreenScope;
  /** What mappings and conditions read: record, selection, selectedRowKeys, filters, values, params, user. */
  data: Scope;
  message: MessageInstance;
  modal: HookAPI;
  reload?: () => void;
  clearSelection?: () => void;
  /** Validates and submits the current form; resolves false when invalid, else with the server's reply. */
  submit?: () => Promise<false | { reply: unknown }>;
  /** A form's: shows a refusal's field messages under its fields (see RequestOptions.onFieldErrors). */
  onFieldErrors?: (fields: Record<string, string>) => boolean;
  /** A form's or scan screen's: empties the named fields (`then: [{clearFields: [...]}]`). */
  clearFields?: (names: string[]) => void;
}

/** What an action handed back when it ran: `then: [{setState}]` stores it for the screen's components. */
export interface ActionDone { result: unknown }

/** Runs one action; resolving false means "cancelled": no success message, no then steps. */
export type ActionHandler<A extends Action = any> = (action: A, ctx: ActionContext) => Promise<boolean | void | ActionDone>;
