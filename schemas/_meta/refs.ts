/**
 * A group of fields a form repeats (an order's sender, recipient, importer and exporter are one
 * address) is written once under the form schema's `definitions` and named where it sits:
 * `"sender": {"$ref": "#/definitions/address", "required": ["name", "phone"]}`. The node's own
 * keys are laid over the definition's; a list under `required` makes those fields required there
 * (the recipient needs a postcode, the sender not). Resolved before anything reads the form (the engine, the body
 * schema of its save route, the lint), so each sees plain fields.
 */
type Json = Record<string, any>;

const PREFIX = '#/definitions/';

export function resolveRefs<T extends Json | undefined>(root: T): T {
  if (!root || !root.definitions) return root;
  const { definitions, ...rest } = root as Json;
  const seen: string[] = [];
  const resolve = (node: Json): Json => {
    let out = node;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.startsWith(PREFIX) ? node.$ref.slice(PREFIX.length) : undefined;
      const target = name !== undefined ? definitions[name] : undefined;
      if (!target) throw new Error(`$ref ${node.$ref}: no such definition`);
      if (seen.includes(name!)) throw new Error(`$ref ${node.$ref} refers to itself`);
      seen.push(name!);
      const { $ref: _ref, required, ...own } = node;
      out = resolve(Array.isArray(required) ? requireFields({ ...target, ...own }, required) : { ...target, ...own, ...(required === undefined ? {} : { required }) });
      seen.pop();
      return out;
    }
    if (node.properties) out = { ...out, properties: Object.fromEntries(Object.entries(node.properties as Json).map(([k, v]) => [k, resolve(v as Json)])) };
    if (node.items && !Array.isArray(node.items)) out = { ...out, items: resolve(node.items) };
    return out;
  };
  return resolve(rest) as T;
}

/** The named data fields of a group made required (layout nodes looked through). */
function requireFields(node: Json, names: string[]): Json {
  if (!node.properties) return node;
  const properties = Object.fromEntries(Object.entries(node.properties as Json).map(([k, child]) => {
    if ((child as Json).type === 'void') return [k, requireFields(child as Json, names)];
    return [k, names.includes(k) ? { ...(child as Json), required: true } : child];
  }));
  return { ...node, properties };
}
