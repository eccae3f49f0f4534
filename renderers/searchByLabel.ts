/**
 * Props that make a select searchable by the words a user reads: its options' labels, plain strings in the
 * current language (antd filters on `value` by default, and cannot search a React node).
 */
export const SEARCH_BY_LABEL = { showSearch: true, optionFilterProp: 'label' } as const;
