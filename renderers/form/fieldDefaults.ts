/**
 * An ordinary field says only what it is: its type, its dictionary or options, its limits and
 * rules. The engine supplies the rest: a FormItem (label, help, error) around the component its
 * type implies. So `"remark": {"type": "string", "maxLength": 500}` is a labelled text area and
 * `"status": {"type": "string", "x-dictionary": "enableStatus"}` a labelled dictionary select.
 *
 * A field that names a component or a decorator keeps them as written; a hidden field (a value the
 * form carries, x-display hidden or none) stays bare. Pure, so the screen lint reads the same
 * fields the form renders.
 */
type Node = Record<string, any>;

const FIELD_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array']);
/** Longer texts get a text area. */
export const TEXT_AREA_FROM = 200;

/** The component an ordinary field of this shape is rendered with, or undefined when there is no ordinary one. */
export function defaultComponent(node: Node): string | undefined {
  if (node['x-dictionary'] !== undefined) return 'DictionarySelect';
  if (Array.isArray(node.enum)) return node.type === 'array' ? undefined : 'Select';
  switch (node.type) {
    case 'string':
      return typeof node.maxLength === 'number' && node.maxLength > TEXT_AREA_FROM ? 'Input.TextArea' : 'Input';
    case 'number':
    case 'integer':
      return 'NumberPicker';
    case 'boolean':
      return 'Switch';
    default:
      return undefined;
  }
}

const hidden = (node: Node) => node['x-display'] === 'hidden' || node['x-display'] === 'none' || node['x-hidden'] === true;

/** A form schema property with the engine's defaults filled in (a new object; the loaded JSON is left alone). */
export function withFieldDefaults(node: Node): Node {
  if (node['x-component'] === 'ArrayTable') return withTableColumns(node);
  if (!FIELD_TYPES.has(node.type) || node['x-component'] || node['x-decorator'] || hidden(node)) return node;
  const component = defaultComponent(node);
  if (!component) return node;
  // A dictionary field's component is set by the dictionary step (DictionarySelect with its props).
  return node['x-dictionary'] !== undefined ? { ...node, 'x-decorator': 'FormItem' } : { ...node, 'x-decorator': 'FormItem', 'x-component': component };
}

/**
 * A table of rows (ArrayTable) lists its row's fields as ordinary fields: each becomes a column
 * titled by the field's label, its cell the field without a label (its error still shows under
 * it). `x-column` on a field gives the column's props (width, fixed), its `x-index` the column's
 * place. Columns written out
 * (ArrayTable.Column, the row's buttons) and hidden values stay as written.
 */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

function withTableColumns(node: Node): Node {
  const props = node.items?.properties as Record<string, Node> | undefined;
  if (!props || Object.values(props).every((child) => child.type === 'void' || hidden(child))) return node;
  const columns = Object.entries(props).map(([name, child]) => {
    if (child.type === 'void' || hidden(child)) return [name, child];
    const { 'x-column': column, ...field } = child;
    const cell = withFieldDefaults(field);
    // The label stays for screen readers (the column's title says it to the eye).
    const decoratorProps = { colon: false, labelStyle: VISUALLY_HIDDEN, ...cell['x-decorator-props'] };
    return [
      `c_${name}`,
      {
        type: 'void',
        // The field's place among the columns is its column's (a screen that extends another adds one where it belongs).
        ...(field['x-index'] !== undefined ? { 'x-index': field['x-index'] } : {}),
        'x-component': 'ArrayTable.Column',
        'x-component-props': { title: field.title ?? `fields.${name}`, ...column },
        properties: { [name]: { ...cell, 'x-decorator-props': decoratorProps } },
      },
    ];
  });
  return { ...node, items: { ...node.items, properties: Object.fromEntries(columns) } };
}
