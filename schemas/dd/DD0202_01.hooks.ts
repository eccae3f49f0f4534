/**
 * DD0202_01: automatic transfer of a row or the selected rows. The server answers per order (the
 * channel numbers, or why not: a carrier's refusal in its words, an order in another's hands);
 * the reader gets the count and every failure by order number.
 */
import type { ActionContext } from '../../renderers/actions/types';

interface Outcome { id: number; orderNo: string; ok: boolean; trackingNo?: string; message?: string }
interface Reply { results: Outcome[]; transferred: number; failed: number }

export async function autoTransfer(ctx: ActionContext): Promise<boolean> {
  const record = ctx.data.record as { id?: number } | undefined;
  const ids = record?.id ? [record.id] : ((ctx.data.selectedRowKeys ?? []) as number[]);
  if (!ids.length) return false;
  const api = ctx.screen.screen.dataSource?.auto ?? { method: 'POST' as const, url: 'dd/0202/auto' };
  const reply = (await ctx.engine.request(api.method, api.url, { data: { ids } })) as Reply;
  const t = (k: string, o?: Record<string, unknown>) => ctx.screen.text(k, o);
  if (!reply.failed) {
    ctx.message.success(t('messages.transferred', { count: reply.transferred }));
    return true;
  }
  ctx.modal.warning({
    title: t('messages.transferSummary', { transferred: reply.transferred, failed: reply.failed }),
    content: reply.results.filter((r) => !r.ok).map((r) => `${r.orderNo}: ${r.message ?? ''}`).join('\n'),
    styles: { body: { whiteSpace: 'pre-line' } },
  });
  return true;
}
