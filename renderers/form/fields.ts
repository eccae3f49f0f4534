/** The data fields of a form schema (void layout nodes looked through), top level only. */
type Node = Record<string, any>;

export function dataFieldNames(node: Node | undefined): string[] {
  return Object.entries((node?.properties ?? {}) as Node).flatMap(([name, child]) =>
    child?.type === 'void' ? dataFieldNames(child) : [name]);
}

/**
 * What a form submits: its own fields, plus the record key (id, or rowKey) in edit mode.
 * A loaded record's other properties (publisher, timestamps ...) stay behind, so servers may
 * refuse unknown properties.
 */
export function submittedValues(values: Node, schema: Node | undefined, keys: string[]): Node {
  const names = new Set([...dataFieldNames(schema), ...keys]);
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => names.has(k) && v !== undefined));
}
