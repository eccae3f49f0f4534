/**
 * ZJ0105_01 quote upload: the form validates (file type and size by the named validator), then
 * the sheet goes to zj/0105/upload as base64 JSON. A sheet with bad cells is refused whole;
 * its errors (row, column, header, message in the reader's language) are listed in a dialog.
 */
import { readBase64 } from '../../renderers/files';
import { createElement } from 'react';
import { Table } from 'antd';
import type { ActionContext } from '../../renderers/actions/types';
import { sentTime } from './pricing.forms';

type Values = Record<string, any>;
interface CellError { row: number; column: string; header: string; message: string; text: string }

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
  const item = (values.file ?? [])[0];
  const file: File | undefined = item?.originFileObj ?? item;
  if (!file || typeof (file as Blob).arrayBuffer !== 'function') return false;
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
    const table = createElement(Table<CellError>, {
      size: 'small',
      rowKey: (e) => `${e.row}-${e.column}-${e.message}`,
      pagination: { pageSize: 20 },
      dataSource: errors,
      columns: [
        { title: t('row'), dataIndex: 'row', width: 70 },
        { title: t('column'), dataIndex: 'column', width: 70 },
        { title: t('header'), dataIndex: 'header', width: 140 },
        { title: t('message'), dataIndex: 'text' },
      ],
    });
    ctx.modal.error({
      title: t('errorsTitle'),
      width: 860,
      content: createElement('div', null, failure.message && createElement('p', null, failure.message), table),
    });
    return false;
  }
}
