/**
 * The start-up install of the validator adapters (the shell's chunk): the domain registry and
 * normalisers, and the Formily and antd rule builders plugged into renderers/registry. Imports
 * neither Formily nor its effects (formily.ts), so a list route does not load Formily.
 */
import { setValidatorAdapters } from '../registry';
import { setInstalled, type Normalizers, type ValidatorRegistryLike } from './core';
import { toFormilyRule } from './formilyRule';
import { toAntdRule } from './antd';

export interface InstallValidatorsOptions extends Normalizers {
  registry: ValidatorRegistryLike;
  userId?: () => string | undefined;
  /** Users exempt from the date-range limit (the server tells the client whether the caller is one). */
  exemptBankerIds?: () => readonly string[] | undefined;
  /** The required-field text by language (see core.ts `requiredText`). */
  requiredText?: Readonly<Record<string, string>>;
}

export function installValidators(opts: InstallValidatorsOptions): void {
  setInstalled(opts);
  setValidatorAdapters({
    formily: (name, args, t) => toFormilyRule(name, args, t),
    antd: (name, args, t) => toAntdRule(name, args, t),
    names: () => [...opts.registry.keys()],
  });
}
