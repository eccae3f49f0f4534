/**
 * Navigation that works before and after React Router is loaded: main.tsx registers a
 * boot navigator (the light login page), the router app replaces it with its navigate().
 */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

let impl: Navigate = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

export function setNavigator(fn: Navigate): void {
  impl = fn;
}

export function go(path: string, options?: { replace?: boolean }): void {
  impl(path, options);
}
