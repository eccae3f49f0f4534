/** ZJ0101_04 currency accounts: open an account in a currency the customer has not got yet (currency required, V09o). */
import { currency } from '@domain/dictionaries';
import type { ActionContext } from '@renderers/actions/types';
import { openFormDialog } from '../xt/formDialog';

export function addAccount(ctx: ActionContext) {
  const customerId = Number(ctx.screen.params.customerId);
  return openFormDialog(ctx, {
    title: 'dialogs.add',
    fields: [{
      name: 'currency', kind: 'select', required: true,
      options: (lang) => currency.items.map((i) => ({ value: i.value, label: lang.startsWith('en') ? i.en : `${i.zh} ${i.value}` })),
    }],
    submit: (values) => ctx.engine.request('POST', 'zj/0101/account/add', { data: { customerId, currency: values.currency } }),
  });
}
