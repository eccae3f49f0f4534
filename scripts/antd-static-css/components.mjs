/**
 * The antd components whose styles are written to the static CSS file (extract.mjs): what the
 * shell, the screen engine (renderers/, Formily, ProTable) and the screens render. Keep it in step
 * with `from 'antd'` imports; components that antd, ProComponents or Formily render inside these
 * (Pagination in a table, DatePicker in a Formily field ...) are listed too.
 *
 * A component missing here never looks wrong: antd finds no cached style for it and builds its
 * <style> at runtime as it does in dev mode; it only costs that runtime work. A component listed
 * but never rendered only adds bytes to the file.
 */
export const antdComponents = [
  'Alert', 'App', 'AutoComplete', 'Badge', 'Button', 'Card', 'Checkbox', 'Col',
  'DatePicker', 'Descriptions', 'Drawer', 'Dropdown', 'Empty', 'Form', 'Input', 'InputNumber',
  'Layout', 'List', 'Menu', 'Modal', 'Pagination', 'Popover', 'Progress', 'Radio', 'Result', 'Row',
  'Select', 'Space', 'Spin', 'Statistic', 'Steps', 'Switch', 'Table', 'Tabs', 'Tag', 'Tooltip',
  'TreeSelect', 'Typography',
];

/**
 * Parts of a component that register styles of their own, only when rendered that way: the
 * shell's sider, a tag with a preset colour (status tags).
 */
export const antdParts = [
  { name: 'Layout.Sider' },
  { name: 'Tag', props: { color: 'blue' } },
];
