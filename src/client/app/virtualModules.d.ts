declare module 'virtual:antd-static-css' {
  /** URL of antd's extracted CSS in a build; null in dev mode (scripts/antd-static-css/plugin.mjs). */
  const url: string | null;
  export default url;
}
