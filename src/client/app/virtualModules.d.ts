declare module 'virtual:antd-static-css' {
  /** URL of antd's extracted CSS in a build; null in dev mode (scripts/antd-static-css/plugin.mjs). */
  const url: string | null;
  export default url;
  /** The class antd scopes that file's rules to (css-xxxx), null in dev mode. */
  export const hashClass: string | null;
}

declare module 'virtual:screen-kinds' {
  /** Every screen's kind by code, read from schemas/ at build time (scripts/screen-kinds/plugin.ts). */
  const kinds: Record<string, string>;
  export default kinds;
  /** Per screen: its authority URLs and, for a list, what its first page's query is made of. */
  export const heads: Record<string, import('../../../scripts/screen-kinds/plugin').ScreenHead>;
}

declare module 'virtual:built-screens' {
  /** The codes of every screen with a schema under schemas/ (scripts/screen-kinds/plugin.ts). */
  const codes: string[];
  export default codes;
}

declare module 'virtual:early-lists' {
  /** Lists whose first page is the same for every user, by code (scripts/screen-kinds/plugin.ts earlyLists). */
  const lists: Record<string, { url: string; pageSize: number }>;
  export default lists;
}
