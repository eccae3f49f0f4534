/**
 * A form that uploads a workbook: its checks run (the file's type and size among them), then the
 * picked file goes to `url` as base64 JSON with the rest of the body; a refusal with bad cells
 * (`data.errors`, platform/sheets/cellErrors) lists them in the cell-errors dialog, any other
 * refusal says its message. A screen's hooks file exports the pair:
 *
 *   const upload = workbookUploader({ url: 'dd/0209/upload', errorsTitle: 'errorsTitle' });
 *   export const captureBatch = upload.capture;   // transform.beforeSubmit
 *   export const uploadBatch = upload.upload;     // the upload button's hook
 */
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
      const res = (await ctx.engine.request('POST', o.url, { data, silent: true })) as { message?: string };
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
