/**
 * The engine's `FormItem` decorator: Formily's, with its visible label tied to its input, so a
 * screen reader announces the field by the label the user sees (and a click on the label focuses it).
 *
 * Formily renders the label as a bare `<label>` (no `for`) and gives the input no id. Here the
 * input gets an id unique in the page (the form's prefix + the field's address: array rows and two
 * open forms never collide), and the label points at it. Formily's item takes no prop for its
 * label element, so the `for` is set on it after render. A switch (a button, which screen readers
 * name by its content or aria, not by a label) also gets `aria-labelledby` on the label's text.
 */
import { cloneElement, createContext, isValidElement, useContext, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { FormItem as FormilyFormItem } from '@formily/antd-v5';
import { observer, useField, useFieldSchema } from '@formily/react';

/** Each form's id prefix (FormScreen provides one per form it renders). */
export const FieldIdPrefix = createContext('fld');

/** `zones.0.code` in form `:r3:` -> `f-r3-zones-0-code`: a valid id and a plain CSS selector. */
export function fieldInputId(prefix: string, address: string): string {
  return `f-${prefix}-${address}`.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+/g, '-').replace(/-$/, '');
}

/** Components that are a button (no labelable input): named by aria-labelledby as well. */
const BUTTON_COMPONENTS = new Set(['Switch']);

interface ItemProps { label?: ReactNode; children?: ReactNode; [key: string]: unknown }

export const FormItem = observer(function FormItem(props: ItemProps) {
  const field = useField() as unknown as { address: { toString(): string }; title?: ReactNode; pattern?: string; displayName?: string } | undefined;
  const schema = useFieldSchema();
  const prefix = useContext(FieldIdPrefix);
  const isData = !!field && field.displayName !== 'VoidField';
  const id = field ? fieldInputId(prefix, field.address.toString()) : undefined;
  const labelId = id && `${id}-label`;
  const title = props.label ?? field?.title;
  const label = title && labelId ? <span id={labelId}>{title}</span> : title;
  const readPretty = field?.pattern === 'readPretty';
  let children = props.children;
  if (isData && id && !readPretty && isValidElement(children)) {
    const child = children as ReactElement<Record<string, unknown>>;
    const button = BUTTON_COMPONENTS.has(String(schema?.['x-component']));
    children = cloneElement(child, { id: child.props.id ?? id, ...(button && title ? { 'aria-labelledby': labelId } : {}) });
  }
  // The label element Formily rendered for this item: pointed at the input (see above). Formily
  // rebuilds that element when a long label overflows (a tooltip around it): pointed again then.
  useLayoutEffect(() => {
    if (!isData || !id || readPretty) return;
    const labelBox = document.getElementById(id)?.closest('.ant-formily-item')?.querySelector(':scope > .ant-formily-item-label');
    if (!labelBox) return;
    const point = () => {
      const element = labelBox.querySelector('label');
      if (element instanceof HTMLLabelElement && element.htmlFor !== id) element.htmlFor = id;
    };
    point();
    const watch = new MutationObserver(point);
    watch.observe(labelBox, { childList: true, subtree: true });
    return () => watch.disconnect();
  });
  return <FormilyFormItem {...props} label={label}>{children}</FormilyFormItem>;
});
