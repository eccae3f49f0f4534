/**
 * Registration points. The engine knows nothing of the product: the app registers its
 * dictionaries, cells, Formily components and validator adapters here at start-up.
 * Every registry is a Map built by the same factory.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Column, Translate } from './types';

export interface Registry<T> {
  register(name: string, value: T): void;
  registerAll(entries: Record<string, T> | Iterable<[string, T]>): void;
  get(name: string): T | undefined;
  has(name: string): boolean;
  names(): string[];
}

export function createRegistry<T>(what: string, initial?: Iterable<[string, T]>): Registry<T> {
  const map = new Map<string, T>(initial ?? []);
  const entriesOf = (e: Record<string, T> | Iterable<[string, T]>) =>
    Symbol.iterator in Object(e) ? (e as Iterable<[string, T]>) : Object.entries(e as Record<string, T>);
  return {
    register(name, value) {
      if (!name) throw new Error(`${what}: a name is required`);
      map.set(name, value);
    },
    registerAll(entries) {
      for (const [name, value] of entriesOf(entries)) map.set(name, value);
    },
    get: (name) => map.get(name),
    has: (name) => map.has(name),
    names: () => [...map.keys()],
  };
}

/** A dictionary item: value, label per language (or an i18n key), optional tag colour. */
export interface DictionaryItem {
  value: string | number;
  /** Per language ({"zh-CN": ..., "en-US": ...}) or an i18n key; src/domain's {zh, en} items fit too. */
  label?: string | Record<string, string>;
  zh?: string;
  en?: string;
  color?: string;
  /** The item shown for any value not listed (e.g. "failed" for every other endFlag). */
  fallback?: boolean;
}
export type Dictionary = readonly DictionaryItem[];

export interface CellProps {
  value: unknown;
  record: Record<string, unknown>;
  column: Column;
}
export type Cell = ComponentType<CellProps> | ((props: CellProps) => ReactNode);

/** Formily rule (see @formily/core's IValidatorRules) built from a named validator. */
export type FormilyRuleAdapter = (name: string, args: unknown, t: Translate) => unknown;
/** antd Form rule built from a named validator (ProTable search forms). */
export type AntdRuleAdapter = (name: string, args: unknown, t: Translate) => unknown;

export interface ValidatorAdapters {
  formily?: FormilyRuleAdapter;
  antd?: AntdRuleAdapter;
  /** The validator names the domain knows (for lint and placeholders). */
  names?: () => string[];
}

export const dictionaries = createRegistry<Dictionary>('dictionary');
export const cells = createRegistry<Cell>('cell');
export const components = createRegistry<ComponentType<any>>('component');

const adapters: ValidatorAdapters = {};
export function setValidatorAdapters(next: ValidatorAdapters): void {
  Object.assign(adapters, next);
}
export function validatorAdapters(): ValidatorAdapters {
  return adapters;
}

/** A dictionary item's label in a language: per-language object, or an i18n key through t. */
export function dictionaryLabel(item: DictionaryItem, lang: string, t: (key: string) => string): string {
  if (typeof item.label === 'string') return t(item.label);
  if (item.label) return item.label[lang] ?? item.label['zh-CN'] ?? Object.values(item.label)[0] ?? String(item.value);
  const text = lang.startsWith('en') ? item.en : item.zh;
  return text ?? item.zh ?? item.en ?? String(item.value);
}

/** The item for a value: exact match (numbers equal numeric strings), else the fallback item. */
export function dictionaryItem(name: string, value: unknown): DictionaryItem | undefined {
  const dict = dictionaries.get(name);
  if (!dict || value === undefined || value === null || value === '') return undefined;
  return dict.find((i) => String(i.value) === String(value)) ?? dict.find((i) => i.fallback);
}

/** A value's label in a dictionary, undefined when the dictionary does not know it. */
export function dictionaryText(name: string, value: unknown, lang: string, t: (key: string) => string): string | undefined {
  const item = dictionaryItem(name, value);
  return item && dictionaryLabel(item, lang, t);
}

/** Icons actions may name ("icon": "download"); the app registers the few it uses. */
export const icons = createRegistry<ReactNode>('icon');
