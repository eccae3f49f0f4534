/** The built-in component names, as plain data (for lint and docs without loading React). */
export const BUILTIN_COMPONENTS = [
  'ArrayItems', 'ArrayTable', 'Cascader', 'Checkbox', 'DatePicker', 'Editable', 'FormCollapse', 'FormGrid', 'FormItem',
  'FormLayout', 'FormTab', 'Input', 'NumberPicker', 'Password', 'PreviewText', 'Radio', 'Select', 'Space', 'Switch',
  'TimePicker', 'Transfer', 'TreeSelect', 'Upload', 'DictionarySelect', 'EntryList', 'ScreenAction', 'UnknownComponent',
] as const;

/** Sub-components addressed with a dot. */
export const BUILTIN_SUBCOMPONENTS = [
  'ArrayTable.Column', 'ArrayTable.Index', 'ArrayTable.Addition', 'ArrayTable.Remove', 'ArrayTable.MoveUp', 'ArrayTable.MoveDown',
  'ArrayItems.Item', 'ArrayItems.Addition', 'ArrayItems.Remove', 'ArrayItems.Index', 'FormGrid.GridColumn', 'FormTab.TabPane',
  'FormCollapse.CollapsePanel', 'Input.TextArea', 'DatePicker.RangePicker', 'TimePicker.RangePicker', 'Checkbox.Group',
  'Radio.Group', 'Editable.Popover', 'Upload.Dragger',
] as const;
