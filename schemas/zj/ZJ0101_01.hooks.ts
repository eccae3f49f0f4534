/** ZJ0101_01 customers: list rows with display-only fields (flags for the yes/no cells, currencies as text); another login ID. */
import type { ActionContext } from '@renderers/actions/types';
import { openFormDialog } from '../xt/formDialog';

interface Reply { list?: Record<string, unknown>[]; total?: number }

export function beforeList(reply: Reply) {
  const list = (reply?.list ?? []).map((row) => ({
    ...row,
    frozenFlag: row.frozen === true,
    lockedFlag: row.locked === true,
    currencyList: Array.isArray(row.currencies) ? (row.currencies as string[]).join(', ') : '',
  }));
  return { list, total: reply?.total ?? list.length };
}

/** Another login ID for the customer (ZJ0601_02's login ID management): fixed once created, default password. */
export function addLogin(ctx: ActionContext) {
  const record = ctx.data.record as { id: number; loginid?: string };
  return openFormDialog(ctx, {
    title: 'dialogs.addLogin',
    fields: [
      { name: 'loginid', required: true, validators: [{ name: 'length', args: { min: 3, max: 30 } }] },
      { name: 'userName', validators: [{ name: 'length', args: { max: 30 } }] },
      { name: 'email', validators: [{ name: 'email' }] },
      { name: 'mobile', validators: [{ name: 'mobile' }] },
    ],
    submit: (values) => {
      const data: Record<string, unknown> = { customerId: record.id };
      for (const k of ['loginid', 'userName', 'email', 'mobile']) {
        const v = typeof values[k] === 'string' ? (values[k] as string).trim() : '';
        if (v) data[k] = v;
      }
      return ctx.engine.request('POST', 'zj/0601/login/add', { data });
    },
  });
}
