/**
 * DD0102_01 bulk order: the form validates (customer for staff, the way to import, the file's type
 * and size), then the workbook goes to dd/0102/upload as base64 JSON and its job is followed on
 * dd/0102/result until it is done: the counts, then the bad cells by row and column with the result
 * file to download (also in the download centre).
 */
import { createElement } from 'react';
import { Button } from 'antd';
import type { ActionContext } from '../../renderers/actions/types';
import { showCellErrors, type CellError } from '../../renderers/dialog/cellErrors';
import { pickedFile, readBase64 } from '../../renderers/files';

type Values = Record<string, any>;
interface Result { state: 'queued' | 'running' | 'done' | 'failed'; progress: number; message: string | null; errors: CellError[]; errorCount: number; imported: number; seq: number | null }

let validated: Values | null = null;

/** transform.beforeSubmit: the form's checks ran; the values are sent by `upload` itself. */
export function captureUpload(values: Values): false {
  validated = values;
  return false;
}

const POLL_MS = 500;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The job followed until it ends, its progress shown meanwhile. */
async function follow(ctx: ActionContext, id: number): Promise<Result> {
  const key = `bulk-order-${id}`;
  try {
    for (;;) {
      const r = (await ctx.engine.request('GET', 'dd/0102/result', { params: { id } })) as Result;
      if (r.state === 'done' || r.state === 'failed') return r;
      ctx.message.loading({ key, duration: 0, content: ctx.screen.text('progress', { progress: r.progress }) });
      await pause(POLL_MS);
    }
  } finally {
    ctx.message.destroy(key);
  }
}

export async function upload(ctx: ActionContext): Promise<boolean> {
  validated = null;
  if (!ctx.submit) return false;
  await ctx.submit();
  const values = validated as Values | null;
  const file = pickedFile(values?.file);
  if (!values || !file) return false;
  const body = {
    ...(values.customerId ? { customerId: values.customerId } : {}),
    mode: values.mode, confirmLargeValues: !!values.confirmLargeValues, fileName: file.name, content: await readBase64(file),
  };
  const started = (await ctx.engine.request('POST', 'dd/0102/upload', { data: body })) as { id: number };
  const r = await follow(ctx, started.id);
  const t = (k: string, o?: Record<string, unknown>) => ctx.screen.text(k, o);
  if (r.state === 'failed') {
    ctx.modal.error({ content: t('failed', { message: r.message }) });
    return false;
  }
  if (!r.errors.length) {
    ctx.message.success(r.message ?? '');
    return true;
  }
  const seq = r.seq;
  const footer = seq === null ? null : createElement(Button, { onClick: () => ctx.engine.download?.('xt/0125/download', { seq }) }, t('actions.downloadResult'));
  showCellErrors(ctx, { title: t('errorsTitle'), lead: r.message ?? undefined, errors: r.errors, footer });
  return r.imported > 0;
}
