/**
 * Engine stories that are not screens: a 1,000-row list page (virtual rows) for the UI bench.
 * The time from the data's arrival to the first painted row is written to
 * document.body.dataset.firstRowMs.
 */
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EngineHarness } from '@renderers/testing';
import { ScreenHost } from '@renderers/ScreenHost';
import type { Screen } from '@renderers/types';
import { i18n } from './preview';

function bigList(pageSize: number): Screen {
  return {
    code: 'ZZ0000_01', kind: 'list', title: 'title', rowKey: 'seq', pageSize, pageSizeOptions: [20, 100, 1000],
    dataSource: { list: { method: 'GET', url: 'zz/0000/list' } },
    columns: [
      { name: 'seq', width: 80 }, { name: 'orderNo', width: 160, search: true },
      { name: 'status', valueType: 'tag', dictionary: 'downloadEndFlag', width: 120 },
      { name: 'weight', valueType: 'digit', width: 100 }, { name: 'amount', valueType: 'money', width: 120 },
      { name: 'createdAt', valueType: 'dateTime', width: 180 },
    ],
    rowActions: [{ key: 'download', type: 'download', url: 'zz/0000/file', params: { seq: 'record.seq' }, visible: { eq: ['record.status', 1] } }],
  };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({
  seq: i + 1, orderNo: `SO${100000 + i}`, status: i % 3, weight: 1.5 + i, amount: '12.30', createdAt: '2026-11-01 10:00:00',
}));

function Rows({ pageSize }: { pageSize: number }) {
  useEffect(() => {
    const started = { at: 0 };
    const observer = new MutationObserver(() => {
      if (started.at && document.querySelector('.ant-table-row')) {
        document.body.dataset.firstRowMs = String(Math.round(performance.now() - started.at));
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    (window as unknown as { markData: () => void }).markData = () => { started.at = performance.now(); };
    return () => observer.disconnect();
  }, []);
  const request = async () => {
    (window as unknown as { markData: () => void }).markData();
    return { list: rows(pageSize), total: 5000 };
  };
  const screen = bigList(pageSize);
  return (
    <EngineHarness i18n={i18n} request={request} loadScreen={async () => ({ screen })}>
      <ScreenHost code={screen.code} />
    </EngineHarness>
  );
}

const meta: Meta<typeof Rows> = { title: 'Engine/List page', component: Rows };
export default meta;

export const Rows20: StoryObj<typeof Rows> = { args: { pageSize: 20 } };
export const Rows1000: StoryObj<typeof Rows> = { args: { pageSize: 1000 } };

/** A form screen with `fields` required text fields (max 20 characters each), for the UI bench's validation timing. */
function bigForm(fields: number): Screen {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < fields; i++) {
    properties[`f${i}`] = {
      type: 'string', title: `Field ${i + 1}`, 'x-decorator': 'FormItem', 'x-component': 'Input', required: true,
      'x-validators': [{ name: 'length', args: { max: 20 } }],
    };
  }
  return {
    code: 'ZZ0000_02', kind: 'form', title: 'title',
    dataSource: { submit: { method: 'POST', url: 'zz/0000/save' } },
    schema: { type: 'object', properties },
  } as unknown as Screen;
}

function Fields({ fields }: { fields: number }) {
  const screen = bigForm(fields);
  return (
    <EngineHarness i18n={i18n} request={async () => ({}) as never} loadScreen={async () => ({ screen })}>
      <ScreenHost code={screen.code} />
    </EngineHarness>
  );
}

/** 200 fields: the bench clicks submit and times until every field shows its error. */
export const Form200: StoryObj<typeof Fields> = { render: () => <Fields fields={200} /> };
