/**
 * WL0111_01's own parts: the packing the last answer left (`PackingView`: the order, its SKU lines
 * with what is packed and left, its cartons, the lag note on a carton of more than 30 items, V07),
 * and the SKU line a carton's row packs (`PackingLinePick`, among the order's lines). Every answer
 * of the screen's actions is the whole packing (stored as screen state); after one, the carton
 * fields start the next carton: its likely box no., sizes kept (cartons of one order are mostly
 * alike), weight and goods empty. The rules are src/domain/station/packing.ts and the server's.
 */
import { useEffect } from 'react';
import { Alert, App, Button, Descriptions, Select, Space, Table, Tag, Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { useScreenState } from '../../renderers/screenState';
import { CellView } from '../../renderers/cells/CellView';

export interface PackingLine { seq: number; name: string; quantity: number; packed: number; left: number }
export interface PackingCarton {
  boxNo: string; weight: string; length: string | null; width: string | null; height: string | null;
  items: { seq: number; quantity: number }[]; itemCount: number; crowded: boolean;
}
export interface Packing {
  orderNo: string; customerName: string; stationOp: string; packingState: string; lines: PackingLine[]; cartons: PackingCarton[];
  cartonCount: number; itemCount: number; totalWeight: string; crowdedBoxes: string[]; itemsPerCartonNote: number; nextBoxNo: string;
}

const STATE_KEY = 'packing';
const tag = (dictionary: string, value: string) => <CellView value={value} record={{}} column={{ name: dictionary, valueType: 'tag', dictionary }} />;

/** The carton fields ready for the next carton, or filled with one to correct it. */
function startCarton(form: ReturnType<typeof useForm>, packing: Packing, carton?: PackingCarton) {
  form.setValuesIn('boxNo', carton?.boxNo ?? packing.nextBoxNo);
  form.setValuesIn('weight', carton?.weight);
  if (carton) for (const size of ['length', 'width', 'height'] as const) form.setValuesIn(size, carton[size] ?? undefined);
  form.setValuesIn('items', carton ? carton.items.map((it) => ({ ...it })) : [{}]);
}

export const PackingView = observer(function PackingView({ stateKey = STATE_KEY }: { stateKey?: string }) {
  const packing = useScreenState<Packing>(stateKey);
  const form = useForm();
  const engine = useEngine();
  const { text, field, state } = useScreen();
  const { modal, message } = App.useApp();
  useEffect(() => { if (packing) startCarton(form, packing); }, [form, packing]);
  if (!packing) return <Alert type="info" showIcon message={text('hints.noOrder')} style={{ marginBottom: 16 }} />;
  const open = packing.packingState === 'packing';
  const remove = (boxNo: string) => modal.confirm({
    title: text('messages.removeConfirm', { boxNo }),
    onOk: async () => {
      const values = form.values as { no?: string; stationId?: number };
      const next = await engine.request('POST', 'wl/0111/box/delete', { data: { no: values.no, stationId: values.stationId, boxNo } });
      state.set(stateKey, next);
      void message.success(text('messages.removed', { boxNo }));
    },
  });
  return (
    <div data-testid="packing" style={{ marginBottom: 16 }}>
      <Descriptions bordered size="small" column={4} style={{ marginBottom: 12 }} items={[
        { key: 'orderNo', label: field('orderNo'), children: packing.orderNo },
        { key: 'customerName', label: field('customerName'), children: packing.customerName },
        { key: 'stationOp', label: field('stationOp'), children: tag('stationOpStatus', packing.stationOp) },
        { key: 'packingState', label: field('packingState'), children: tag('packingStatus', packing.packingState) },
        { key: 'cartonCount', label: field('cartonCount'), children: packing.cartonCount },
        { key: 'itemCount', label: field('itemCount'), children: packing.itemCount },
        { key: 'totalWeight', label: field('totalWeight'), children: `${packing.totalWeight} kg` },
      ]} />
      {packing.crowdedBoxes.length ? (
        <Alert data-testid="crowded-note" type="warning" showIcon style={{ marginBottom: 12 }}
          message={text('hints.crowded', { boxes: packing.crowdedBoxes.join(', '), max: packing.itemsPerCartonNote })} />
      ) : null}
      <Typography.Title level={5}>{text('sections.lines')}</Typography.Title>
      <Table size="small" rowKey="seq" pagination={false} dataSource={packing.lines} style={{ marginBottom: 12 }} columns={[
        { key: 'seq', title: '#', dataIndex: 'seq', width: 60 },
        { key: 'name', title: field('name'), dataIndex: 'name' },
        { key: 'quantity', title: field('lineQuantity'), dataIndex: 'quantity', width: 120 },
        { key: 'packed', title: field('packed'), dataIndex: 'packed', width: 120 },
        { key: 'left', title: field('left'), dataIndex: 'left', width: 120, render: (left: number) => (left ? <Tag color="warning">{left}</Tag> : left) },
      ]} />
      <Typography.Title level={5}>{text('sections.cartons')}</Typography.Title>
      <Table size="small" rowKey="boxNo" pagination={false} dataSource={packing.cartons} locale={{ emptyText: text('hints.noCartons') }} columns={[
        { key: 'boxNo', title: field('boxNo'), dataIndex: 'boxNo', width: 140 },
        { key: 'weight', title: field('weight'), dataIndex: 'weight', width: 120, render: (w: string) => `${w} kg` },
        { key: 'sizes', title: field('sizes'), width: 160, render: (_: unknown, c: PackingCarton) => [c.length, c.width, c.height].map((s) => s ?? '-').join(' × ') },
        { key: 'itemCount', title: field('itemCount'), dataIndex: 'itemCount', width: 100,
          render: (n: number, c: PackingCarton) => (c.crowded ? <Tag color="warning">{n}</Tag> : n) },
        { key: 'contents', title: field('contents'), render: (_: unknown, c: PackingCarton) => c.items.map((it) => `#${it.seq} × ${it.quantity}`).join(', ') },
        ...(open ? [{ key: 'operations', title: field('operations'), width: 160, render: (_: unknown, c: PackingCarton) => (
          <Space>
            <Button size="small" type="link" onClick={() => startCarton(form, packing, c)}>{text('actions.edit')}</Button>
            <Button size="small" type="link" danger onClick={() => remove(c.boxNo)}>{text('actions.remove')}</Button>
          </Space>
        ) }] : []),
      ]} />
    </div>
  );
});

/** A carton row's SKU line, among the order's (what is left of each said). */
export const PackingLinePick = observer(function PackingLinePick({ value, onChange, id }: { value?: number | null; onChange?: (v: number | null) => void; id?: string }) {
  const packing = useScreenState<Packing>(STATE_KEY);
  const { text } = useScreen();
  return (
    <Select
      data-testid="packing-line"
      id={id}
      value={value ?? undefined}
      onChange={(v: number) => onChange?.(v)}
      placeholder={text(packing ? 'hints.pickLine' : 'hints.noOrder')}
      style={{ width: '100%' }}
      options={(packing?.lines ?? []).map((l) => ({ value: l.seq, label: text('hints.lineLeft', { seq: l.seq, name: l.name, left: l.left }) }))}
    />
  );
});
