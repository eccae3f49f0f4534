/**
 * Where a list remembers its column settings (shown, order, fixed): per screen and per user,
 * so on a shared PC a second login does not get the first one's columns. Settings stored
 * before this (per screen only) move once to the first user who opens the screen: removing
 * the old key is what keeps the next user from inheriting them.
 */
const PREFIX = 'screen-columns-';

/** The old, per-screen key. */
export const sharedColumnsKey = (code: string): string => `${PREFIX}${code}`;

export const columnsKey = (code: string, userId: unknown): string =>
  userId === undefined || userId === null || userId === '' ? sharedColumnsKey(code) : `${PREFIX}${code}-u${String(userId)}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: ProTable keeps the settings in memory
  }
}

/** The key for this user, after moving the old per-screen settings to it if the user has none. */
export function userColumnsKey(code: string, userId: unknown): string {
  const key = columnsKey(code, userId);
  const store = storage();
  const old = sharedColumnsKey(code);
  if (!store || key === old) return key;
  const previous = store.getItem(old);
  if (previous !== null) {
    if (store.getItem(key) === null) store.setItem(key, previous);
    store.removeItem(old);
  }
  return key;
}
