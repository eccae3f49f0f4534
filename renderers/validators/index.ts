/**
 * Validator adapters. At start-up the client installs the domain registry and normalisers:
 *
 *   import { validators } from '@domain/validators';
 *   import { normalizeInput, normalizeText } from '@domain/normalize';
 *   installValidators({ registry: validators, normalizeInput, normalizeText, userId: () => session.userId });
 *
 * which also plugs the Formily and antd adapters into renderers/registry (setValidatorAdapters).
 */
import { setValidatorAdapters } from '../registry';
import { setInstalled, type Normalizers, type ValidatorRegistryLike } from './core';
import { toFormilyRule } from './formily';
import { toAntdRule } from './antd';

export interface InstallValidatorsOptions extends Normalizers {
  registry: ValidatorRegistryLike;
  userId?: () => string | undefined;
  /** Users exempt from the date-range limit (the server tells the client whether the caller is one). */
  exemptBankerIds?: () => readonly string[] | undefined;
}

export function installValidators(opts: InstallValidatorsOptions): void {
  setInstalled(opts);
  setValidatorAdapters({
    formily: (name, args, t) => toFormilyRule(name, args, t),
    antd: (name, args, t) => toAntdRule(name, args, t),
    names: () => [...opts.registry.keys()],
  });
}

export { toFormilyRule, compileFormilyValidator, normalizeTextEffects, type FormilyFunctionRule, type NormalizeEffectsOptions } from './formily';
export { toAntdRule, toAntdRules, antdNormalize, normalizeSearchValues, type AntdRule } from './antd';
export { translateIssue, splitDecls, type IssueLike, type ValidatorRegistryLike, type ValidatorEntryLike, type TranslateLike, type AdapterOptions, type Normalizers, type ValidatorDecl } from './core';
