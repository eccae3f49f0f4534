/**
 * A form that uploads a workbook: its checks run (the file's type and size among them), then the
 * picked file goes to `url` as base64 JSON with the rest of the body; a refusal with bad cells
 * (`data.errors`, platform/sheets/cellErrors) lists them in the cell-errors dialog, any other
 * refusal says its message. A screen's hooks file exports the pair:
 *
 *   const upload = workbookUploader({ url: 'dd/0209/upload', errorsTitle: 'errorsTitle' });
 *   export const captureBatch = upload.capture;   // transform.beforeSubmit
 *   export const uploadBatch = upload.upload;     // the upload button's hook
 *
 * An upload its server takes as a background job (`job`) is followed on its result route until it
 * ends, its progress shown meanwhile; then its message, or its refused rows with the job's file to
 * download (the download centre has it too).
 */
import { createElement } from 'react';
import { Button } from 'antd';
import type { ActionContext } from '../actions/types';
import { pickedFile, readBase64 } from '../files';
import { showCellErrors, type CellError } from './cellErrors';

type Values = Record<string, any>;

export interface WorkbookUpload {
  url: string;
  /** The screen's text key titling the errors dialog. */
  errorsTitle: string;
  /** The form field holding the file (default `file`). */
  field?: string;
  /** What else the body carries, from the form's values (default nothing). */
  body?: (values: Values) => Record<string, unknown>;
  job?: UploadJob;
}

/** What a job's result route answers (more fields are the screen's). */
export interface JobResult { state: string; progress: number; message: string | null; errors: CellError[]; seq?: number | null; [more: string]: unknown }

export interface UploadJob {
  /** GET route answering the job's JobResult by the `id` the upload answered. */
  result: string;
  /** The screen's text keys: the progress line ({{progress}}), the failure ({{message}}), the file's button. */
  texts: { progress: string; failed: string; download: string };
  /** Whether the form is done though rows were refused (default: none was). */
  succeeded?: (r: JobResult) => boolean;
}

const RUNNING = new Set(['queued', 'running', 'uploading']);
const POLL_MS = 500;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The job followed until it ends, its progress shown meanwhile. */
async function follow(ctx: ActionContext, job: UploadJob, id: number): Promise<JobResult> {
  const key = `upload-job-${job.result}-${id}`;
  try {
    for (;;) {
      const r = (await ctx.engine.request('GET', job.result, { params: { id } })) as JobResult;
      if (!RUNNING.has(r.state)) return r;
      ctx.message.loading({ key, duration: 0, content: ctx.screen.text(job.texts.progress, { progress: r.progress }) });
      await pause(POLL_MS);
    }
  } finally {
    ctx.message.destroy(key);
  }
}

/** The ended job told: its failure, its message, or its refused rows with its file. */
function tellJob(ctx: ActionContext, o: WorkbookUpload & { job: UploadJob }, r: JobResult): boolean {
  const t = (k: string, p?: Record<string, unknown>) => ctx.screen.text(k, p);
  if (r.state === 'failed') {
    ctx.modal.error({ content: t(o.job.texts.failed, { message: r.message }) });
    return false;
  }
  if (!r.errors.length) {
    ctx.message.success(r.message ?? '');
    return true;
  }
  const seq = r.seq;
  const footer = seq == null ? null : createElement(Button, { onClick: () => ctx.engine.download?.('xt/0125/download', { seq }) }, t(o.job.texts.download));
  showCellErrors(ctx, { title: t(o.errorsTitle), lead: r.message ?? undefined, errors: r.errors, footer });
  return o.job.succeeded?.(r) ?? false;
}

export function workbookUploader(o: WorkbookUpload) {
  let validated: Values | null = null;
  const capture = (values: Values): false => {
    validated = values;
    return false;
  };
  const upload = async (ctx: ActionContext): Promise<boolean> => {
    validated = null;
    if (!ctx.submit) return false;
    await ctx.submit();
    const values = validated as Values | null;
    const file = pickedFile(values?.[o.field ?? 'file']);
    if (!values || !file) return false;
    const data = { ...(o.body?.(values) ?? {}), fileName: file.name, content: await readBase64(file) };
    try {
      // Silent: a refusal is shown here once, with its bad cells, not also by the request layer.
      const res = (await ctx.engine.request('POST', o.url, { data, silent: true })) as { message?: string; id?: number };
      if (o.job && res?.id) return tellJob(ctx, { ...o, job: o.job }, await follow(ctx, o.job, res.id));
      if (res?.message) ctx.message.success(res.message);
      return true;
    } catch (err) {
      const failure = err as { message?: string; kind?: string; data?: { errors?: CellError[] } };
      if (failure.kind === 'expired') return false;
      const errors = failure.data?.errors ?? [];
      if (errors.length) showCellErrors(ctx, { title: ctx.screen.text(o.errorsTitle), lead: failure.message, errors });
      else ctx.modal.error({ content: failure.message });
      return false;
    }
  };
  return { capture, upload };
}
