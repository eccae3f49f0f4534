/**
 * DD0101_01 place order. `place` and `saveDraft` run the form's submit (its validators, then
 * `orderBody`, then dd/0101/save); a large declared value is confirmed first (V16c). Placed, the
 * order's detail opens with its number. The route field and the carton note are
 * DD0101_01.quotes.tsx.
 */
import type { ActionContext } from '../../renderers/actions/types';
import { isLargeDeclaredValue, largeDeclaredValueFrom } from '../../src/domain/orders/orderRules';
import { orderBodyOf, type OrderFormValues } from './DD0101_01.values';

export { CartonNote, RouteQuotes } from './DD0101_01.quotes';
export { AddressPick } from './DD0101_01.addressPick';

let flags = { draft: false, confirmLargeValue: false };

/**
 * transform.beforeSubmit; the same form editing an order (DD0205_03) sends the order's id and no
 * draft flag; a copy (opened with `copyOf` from DD0205_01) sends the order it copies (E11k).
 */
export const orderBody = (values: OrderFormValues, opts?: { params?: Record<string, unknown>; editing?: boolean }) => {
  const body = orderBodyOf(values, flags);
  const copyOf = Number(opts?.params?.copyOf);
  if (!opts?.editing) return copyOf > 0 ? { ...body, copyOf } : body;
  const { draft: _draft, ...edited } = body;
  return { ...edited, id: Number(opts.params?.id) };
};

export interface Saved { id: number; orderNo: string; paymentFlow: string; estimate: string; currency: string; backToReview?: boolean }

function confirmLargeValue(ctx: ActionContext, v: OrderFormValues): Promise<boolean> {
  const t = (k: string, o?: Record<string, unknown>) => ctx.screen.text(k, o);
  const currency = String(v.declaredCurrency ?? 'USD');
  return new Promise((resolve) => {
    ctx.modal.confirm({
      title: t('confirm.largeValueTitle'),
      content: t('confirm.largeValue', { value: v.declaredValue, currency, from: largeDeclaredValueFrom(currency) }),
      okText: t('confirm.largeValueOk'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * Submits the order form (placing, saving a draft, saving an edit): a large declared value is
 * confirmed first; done, `doneText` says so with the order's number and estimate, and the order's
 * detail opens.
 */
export async function submitOrder(ctx: ActionContext, draft: boolean, doneText: string | ((saved: Saved) => string)): Promise<boolean> {
  if (!ctx.submit) return false;
  const values = (ctx.data.values ?? {}) as OrderFormValues;
  const large = !draft && isLargeDeclaredValue(values.declaredValue || null, values.declaredCurrency);
  if (large && !(await confirmLargeValue(ctx, values))) return false;
  flags = { draft, confirmLargeValue: large };
  let done;
  try {
    done = await ctx.submit();
  } finally {
    flags = { draft: false, confirmLargeValue: false };
  }
  if (!done) return false;
  const saved = done.reply as Saved;
  ctx.message.success(ctx.screen.text(typeof doneText === 'string' ? doneText : doneText(saved), { orderNo: saved.orderNo, estimate: saved.estimate, currency: saved.currency }));
  ctx.engine.openScreen?.('DD0205_02', { params: { id: saved.id }, mode: 'page' });
  return true;
}

export const place = (ctx: ActionContext) => submitOrder(ctx, false, 'messages.placed');
export const saveDraft = (ctx: ActionContext) => submitOrder(ctx, true, 'messages.draftSaved');
