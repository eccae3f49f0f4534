/** Action type -> handler. A closed set: the meta-schema lists the same types. */
import { createRegistry, type Registry } from '../registry';
import type { ActionType } from '../types';
import type { ActionHandler } from './types';
import { openScreen } from './openScreen';
import { request } from './request';
import { download } from './download';
import { print } from './print';
import { navigate } from './navigate';
import { submit } from './submit';
import { close } from './close';
import { hook } from './hook';

export function createActionRegistry(): Registry<ActionHandler> {
  const handlers: [ActionType, ActionHandler][] = [
    ['openScreen', openScreen], ['request', request], ['download', download], ['print', print],
    ['navigate', navigate], ['submit', submit], ['close', close], ['hook', hook],
  ];
  return createRegistry<ActionHandler>('action', handlers);
}

export const actionHandlers = createActionRegistry();
