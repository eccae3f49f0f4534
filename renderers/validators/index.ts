/**
 * Validator adapters. At start-up the client installs the domain registry and normalisers:
 *
 *   import { validators } from '@domain/validators';
 *   import { normalizeInput, normalizeText } from '@domain/normalize';
 *   installValidators({ registry: validators, normalizeInput, normalizeText, userId: () => session.userId });
 *
 * which also plugs the Formily and antd adapters into renderers/registry (setValidatorAdapters).
 */
export { installValidators, type InstallValidatorsOptions } from './install';
export { toFormilyRule, compileFormilyValidator, type FormilyFunctionRule } from './formilyRule';
export { normalizeTextEffects, type NormalizeEffectsOptions } from './formily';
export { toAntdRule, toAntdRules, antdNormalize, normalizeSearchValues, type AntdRule } from './antd';
export { translateIssue, splitDecls, type IssueLike, type ValidatorRegistryLike, type ValidatorEntryLike, type TranslateLike, type AdapterOptions, type Normalizers, type ValidatorDecl } from './core';
