/** ZJ0601_02 staff add / edit: the loaded record as form values, and only the fields the save API takes. */

const SAVE_FIELDS = ['id', 'loginid', 'userName', 'roleIds', 'stationId', 'leaderId', 'viewAll', 'email', 'mobile', 'enabled'] as const;

export function afterLoad(data: Record<string, unknown>) {
  return {
    ...Object.fromEntries(SAVE_FIELDS.map((k) => [k, data[k] ?? undefined])),
    logins: data.logins ?? [],
    customers: data.customers ?? [],
  };
}

/** The save body: the login ID is sent on add only (it cannot change once set); empty optional text becomes null. */
export function beforeSubmit(values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const k of SAVE_FIELDS) {
    const v = values[k];
    if (v === undefined) continue;
    body[k] = v === '' ? null : v;
  }
  if (body.id) delete body.loginid;
  for (const k of ['stationId', 'leaderId'] as const) if (values.id && body[k] === undefined) body[k] = null;
  return body;
}

/** A reset or a new account shows its first password once. */
export { showFirstPasswords } from './firstPasswords';
