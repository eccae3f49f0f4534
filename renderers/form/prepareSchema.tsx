/**
 * A screen's Formily schema made ready to render, without touching the loaded JSON: titles
 * become render-time translations, x-validators become rules, data reactions and options
 * sources become functions, unknown components become a visible placeholder.
 */
import type { Engine } from '../EngineProvider';
import { validatorAdapters } from '../registry';
import type { Scope } from '../scope';
import type { FormSchema, Translate, ValidatorRef } from '../types';
import { isKnownComponent } from './components';
import { DictionaryLabel, offeredItems } from './DictionarySelect';
import { dictionaryRef, SELECT_COMPONENTS } from './dictionaryRef';
import { compileReaction, type DataReaction } from './reactions';
import { optionsReaction, type OptionsSource } from './optionsSource';
import { enumLabelsReaction, enumOptions } from './enumOptions';
import { EnumLabel, FieldLabel, ScreenText } from './ScreenText';
import { lockReaction } from './fieldAuthority';
import type { Allowed } from '../authority';
import { labelMatches } from '../searchByLabel';
import { withFieldDefaults } from './fieldDefaults';
import { resolveRefs } from '../../schemas/_meta/refs';

export interface PrepareEnv {
  code: string;
  engine: Engine;
  /** i18next's t bound to the instance: validation messages use the language of the moment. */
  t: Translate;
  scope: Scope;
  components: Record<string, unknown>;
  /** The current language, observed by reactions (remote options reload on a switch). */
  language: () => string;
  /** The screen's text in the current language (select labels are plain text). */
  text: (key: string) => string;
  /** The screen's authority answers as they stand (observed: fields with `x-authority` follow them). */
  allowed?: () => Allowed;
}

type Node = Record<string, any>;
type Step = (node: Node, out: Node, env: PrepareEnv, name?: string) => void;

function component(key: 'x-component' | 'x-decorator'): Step {
  return (node, out, env) => {
    const name = node[key];
    if (!name || isKnownComponent(name, env.components)) return;
    out[key] = 'UnknownComponent';
    out[`${key}-props`] = { componentName: name };
  };
}

const texts: Step = (node, out, env, name) => {
  if (node.title) out.title = <FieldLabel code={env.code} name={name ?? ''} title={node.title} />;
  else if (name && node['x-decorator'] === 'FormItem') out.title = <FieldLabel code={env.code} name={name} />;
  if (node.description) out.description = <ScreenText code={env.code} k={node.description} />;
  if (node['x-content']) out['x-content'] = <ScreenText code={env.code} k={node['x-content']} />;
  const props = node['x-component-props'];
  if (typeof props?.title === 'string') out['x-component-props'] = { ...props, title: <ScreenText code={env.code} k={props.title} /> };
  // FormTab.TabPane / FormCollapse.CollapsePanel titles and the Upload button's text are text keys too.
  for (const key of ['tab', 'header', 'textContent'] as const) {
    if (typeof props?.[key] === 'string') out['x-component-props'] = { ...(out['x-component-props'] ?? props), [key]: <ScreenText code={env.code} k={props[key]} /> };
  }
  // A select's labels are plain text, set by its reaction (searchable); other option components take nodes.
  if (Array.isArray(node.enum) && !isSelect(node)) {
    out.enum = enumOptions(node.enum).map((option) => {
      if (option.label !== undefined && typeof option.label !== 'string') return option;
      return { ...option, label: <EnumLabel code={env.code} name={name ?? ''} value={option.value} label={option.label as string | undefined} /> };
    });
  }
};

const isSelect = (node: Node) => SELECT_COMPONENTS.has(node['x-component']);

const validators: Step = (node, out, env) => {
  const refs: ValidatorRef[] | undefined = node['x-validators'];
  delete out['x-validators'];
  if (!refs?.length) return;
  const adapt = validatorAdapters().formily;
  if (!adapt) throw new Error(`screen ${env.code} names validators but none are installed (installValidators)`);
  out['x-validator'] = refs.map((v) => adapt(v.name, v.args, env.t));
};

const reactions: Step = (node, out, env, name) => {
  // A field needing an authority of its own is read-only until granted (fieldAuthority.ts); without
  // the screen's answers (no `allowed`) it stays locked, as the server would refuse a change.
  const url: string | undefined = node['x-authority'];
  delete out['x-authority'];
  const locked = url ? () => !(env.allowed?.() ?? (() => false))(url) : undefined;
  const list: Array<(field: any) => void> = [
    ...(locked ? [lockReaction(locked)] : []),
    ...((node['x-reactions'] ?? []) as DataReaction[]).map((r) => compileReaction(r, env.scope, locked)),
  ];
  if (Array.isArray(node.enum) && isSelect(node)) {
    list.unshift(enumLabelsReaction(enumOptions(node.enum), name ?? '', env.text, env.language));
    out.enum = undefined;
    out['x-component-props'] = { optionFilterProp: 'label', filterOption: labelMatches, ...(out['x-component-props'] ?? {}) };
  }
  const source: OptionsSource | undefined = node['x-options-source'];
  delete out['x-options-source'];
  if (source) list.push(optionsReaction(source, env.engine, env.scope, env.language));
  // A select searched by its labels compares what is typed as the form stores it (full-width to half-width, case).
  if (isSelect(node) && (source || out['x-component-props']?.optionFilterProp === 'label') && !out['x-component-props']?.filterOption) {
    out['x-component-props'] = { ...(out['x-component-props'] ?? {}), filterOption: labelMatches };
  }
  if (list.length) out['x-reactions'] = list;
  else delete out['x-reactions'];
};

/**
 * A select (or a field without a component) becomes a DictionarySelect; any other option component
 * (Checkbox.Group, Radio.Group, Transfer ...) keeps its component and gets the items as its enum.
 */
const dictionary: Step = (node, out) => {
  const ref = dictionaryRef(node['x-dictionary']);
  delete out['x-dictionary'];
  if (!ref) return;
  if (!node['x-component'] || SELECT_COMPONENTS.has(node['x-component'])) {
    out['x-component'] = 'DictionarySelect';
    out['x-component-props'] = { ...(out['x-component-props'] ?? {}), dictionary: ref.name, ...(ref.omit.length ? { omit: ref.omit } : {}) };
    return;
  }
  out.enum = offeredItems(ref.name, ref.omit).map((i) => ({ value: i.value, label: <DictionaryLabel dictionary={ref.name} value={i.value} /> }));
};

const steps: Step[] = [dictionary, component('x-component'), component('x-decorator'), texts, validators, reactions];

export function prepareSchema(given: FormSchema, env: PrepareEnv, name?: string): Node {
  // A property says only what is not ordinary (fieldDefaults.ts); the root is the form itself.
  const node = name ? withFieldDefaults(given as Node) : resolveRefs(given as Node);
  const out: Node = { ...node };
  for (const step of steps) step(node, out, env, name);
  const props = node.properties as Record<string, FormSchema> | undefined;
  if (props) out.properties = Object.fromEntries(Object.entries(props).map(([k, child]) => [k, prepareSchema(child, env, k)]));
  const items = node.items as FormSchema | undefined;
  if (items && !Array.isArray(items)) out.items = prepareSchema(items, env);
  return out;
}
