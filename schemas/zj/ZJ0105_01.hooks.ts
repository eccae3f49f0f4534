/**
 * ZJ0105_01 quote upload: the form validates (file type and size by the named validator), then
 * the sheet goes to zj/0105/upload as base64 JSON. A sheet with bad cells is refused whole;
 * its errors (row, column, header, message in the reader's language) are listed in a dialog.
 */
import { pickedFile, readBase64 } from '../../renderers/files';
import type { ActionContext } from '../../renderers/actions/types';
import { showCellErrors, type CellError } from '../../renderers/dialog/cellErrors';
import { sentTime } from './pricing.forms';

type Values = Record<string, any>;

let validated: Values | null = null;

export function captureUpload(values: Values): false {
  validated = values;
  return false;
}

const base64 = readBase64;

export async function upload(ctx: ActionContext): Promise<boolean> {
  validated = null;
  if (!ctx.submit) return false;
  await ctx.submit();
  const values = validated as Values | null;
  if (!values) return false;
  const file = pickedFile(values.file);
  if (!file) return false;
  const body = {
    priceTableId: values.priceTableId,
    fileName: file.name,
    content: await base64(file),
    ...(values.validFrom ? { validFrom: sentTime(values.validFrom) } : {}),
    ...(values.validTo ? { validTo: sentTime(values.validTo) } : {}),
  };
  try {
    // Silent: a refusal is shown here once, with its bad cells, not also by the request layer.
    const res = (await ctx.engine.request('POST', 'zj/0105/upload', { data: body, silent: true })) as { message: string };
    ctx.message.success(res.message);
    return true;
  } catch (err) {
    const failure = err as { message?: string; kind?: string; data?: { errors?: CellError[] } };
    if (failure.kind === 'expired') return false;
    const errors = failure.data?.errors ?? [];
    const t = (k: string) => ctx.screen.text(k);
    if (!errors.length) {
      ctx.modal.error({ content: failure.message });
      return false;
    }
    showCellErrors(ctx, { title: t('errorsTitle'), lead: failure.message, errors });
    return false;
  }
}
