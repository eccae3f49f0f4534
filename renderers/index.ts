/**
 * The screen engine. The app mounts <EngineProvider> once (inside its i18next provider and
 * antd ConfigProvider) and a <ScreenHost code=...> per open screen; at start-up it fills the
 * registries (dictionaries, cells, components, icons) and installs the validators.
 */
export { EngineProvider, useEngine, type EngineServices, type Engine, type RequestOptions, type OpenMode } from './EngineProvider';
export { ScreenHost, type ScreenHostProps } from './ScreenHost';
export { ScreenTitle } from './ScreenTitle';
export { useScreen, type ScreenScope } from './ScreenContext';
export { useScreenState, createScreenState, type ScreenState } from './screenState';
export { loadScreen, screenCodes, hooksOf, type LoadedScreen } from './loader';
export { evaluate, conditionOperators } from './conditions';
export { applyMapping, getPath } from './scope';
export { authorityUrls, createAuthorityCache, type AuthorityCheck } from './authority';
export { registerScreenLocale, registerEngineLocale, fieldText, screenText, fieldKeys, textKeys, useScreenText, LANGUAGES } from './i18n';
export {
  createRegistry, dictionaries, cells, components, icons, setValidatorAdapters, validatorAdapters, dictionaryItem, dictionaryLabel,
  type Registry, type Dictionary, type DictionaryItem, type Cell, type CellProps, type ValidatorAdapters,
} from './registry';
export { actionHandlers, createActionRegistry } from './actions/registry';
export { runAction } from './actions/run';
export type { ActionContext, ActionHandler, ActionDone } from './actions/types';
export { kinds } from './kinds';
export { installDomain, type DomainOptions } from './domainSetup';
export type * from './types';
