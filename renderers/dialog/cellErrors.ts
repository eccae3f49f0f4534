/**
 * The bad cells of an imported sheet in a dialog: row, column, the sheet's header and the message
 * (what every import route answers, src/server/platform/sheets/cellErrors.ts), 20 to a page.
 * Column titles are the engine's texts; the title and the lead line are the screen's.
 */
import { createElement } from 'react';
import { Table } from 'antd';
import type { ActionContext } from '../actions/types';

export interface CellError { row: number; column: string; header: string; message: string; text?: string }

export function showCellErrors(ctx: Pick<ActionContext, 'modal' | 'screen'>, o: { title: string; lead?: string; errors: CellError[]; footer?: unknown }): void {
  const t = (k: string) => ctx.screen.text(k);
  const table = createElement(Table<CellError>, {
    size: 'small',
    rowKey: (e) => `${e.row}-${e.column}-${e.message}`,
    pagination: { pageSize: 20, hideOnSinglePage: true },
    dataSource: o.errors,
    columns: [
      { title: t('engine.cellErrorRow'), dataIndex: 'row', width: 70 },
      { title: t('engine.cellErrorColumn'), dataIndex: 'column', width: 70 },
      { title: t('engine.cellErrorHeader'), dataIndex: 'header', width: 160 },
      { title: t('engine.cellErrorMessage'), dataIndex: 'message' },
    ],
  });
  ctx.modal.error({ title: o.title, width: 900, content: createElement('div', null, o.lead && createElement('p', null, o.lead), table, o.footer as never) });
}
