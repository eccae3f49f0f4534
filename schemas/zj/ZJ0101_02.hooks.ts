/** ZJ0101_02 customer add / edit: loaded record -> form values; form values -> the save body. */

const TEXT = ['code', 'loginid', 'name', 'userType', 'companyName', 'creditCode', 'contactName', 'phone', 'email', 'address',
  'creditLimit', 'overdraftLimit', 'settlementCycle', 'billCycle', 'remark'] as const;
const IDS = ['groupId', 'stationId'] as const;
const STAFF = [['salesId', 'salesIds'], ['kfId', 'kfIds'], ['cwId', 'cwIds']] as const;

export function afterLoad(data: Record<string, unknown>) {
  const values: Record<string, unknown> = { id: data.id };
  for (const k of [...TEXT, ...IDS]) values[k] = data[k] ?? undefined;
  for (const [field, list] of STAFF) values[field] = (data[list] as number[] | undefined)?.[0];
  return values;
}

export function beforeSubmit(values: Record<string, unknown>) {
  const editing = !!values.id;
  const body: Record<string, unknown> = editing ? { id: values.id } : {};
  for (const k of TEXT) {
    const v = values[k];
    if (v === undefined || v === null || v === '') {
      // On edit an emptied optional field is cleared; money and the fixed code / login ID are left alone.
      if (editing && !['code', 'loginid', 'name', 'userType', 'creditLimit', 'overdraftLimit'].includes(k)) body[k] = null;
      continue;
    }
    body[k] = v;
  }
  if (editing) delete body.loginid;
  for (const k of [...IDS, ...STAFF.map(([f]) => f)]) {
    const v = values[k];
    if (v !== undefined && v !== null && v !== '') body[k] = v;
    else if (editing) body[k] = null;
  }
  return body;
}

/** A reset or a new account shows its first password once. */
export { showFirstPasswords } from './firstPasswords';
