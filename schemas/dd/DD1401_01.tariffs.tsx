/**
 * DD1401_01's tariff field: the first-leg tariffs that carry the cartons (of the transport and
 * delivery modes chosen, if any), cheapest first, quoted again as the cartons change; the chosen
 * tariff is the field's value, priced again by the server when the order is placed.
 */
import { useEffect } from 'react';
import { Alert, Spin, Table } from 'antd';
import { observer, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { useSettledRequest } from '../../renderers/useSettledRequest';
import type { Quote } from '../../src/domain/pricing/types';
import { trunkRequestOf, type FirstLegValues } from './DD1401_01.values';

export interface TariffQuote { tariffId: number; name: string; nameEn: string; warehouse: string; minCharge: string; quote: Quote }
export interface TariffReply { quotes: TariffQuote[]; excluded: { tariffId: number; name: string; nameEn: string; reason: string }[] }

const TARIFFS = { method: 'POST' as const, url: 'dd/1401/quote' };

export const TrunkQuotes = observer(function TrunkQuotes({ value, onChange }: { value?: number | null; onChange?: (v: number | null) => void }) {
  const form = useForm<FirstLegValues>();
  const engine = useEngine();
  const { screen, text, lang } = useScreen();
  const needsCustomer = engine.user?.userType === 'staff' && !form.values.customerId;
  const body = needsCustomer ? null : trunkRequestOf(form.values);
  const { reply, loading } = useSettledRequest<TariffReply>(screen.dataSource?.tariffs ?? TARIFFS, body);
  // A tariff that no longer carries the cartons is no longer chosen.
  useEffect(() => {
    if (reply && value != null && !reply.quotes.some((q) => q.tariffId === value)) onChange?.(null);
  }, [reply, value, onChange]);
  if (!body) return <Alert type="info" showIcon message={text(needsCustomer ? 'hints.quotesNeedCustomer' : 'hints.tariffsNeed')} />;
  if (!reply) return <Spin spinning={loading}><Alert type="info" showIcon message={text('hints.quoting')} /></Spin>;
  if (!reply.quotes.length) return <Alert type="warning" showIcon message={text('hints.noTariffs')} />;
  const nameOf = (q: { name: string; nameEn: string }) => (lang === 'en-US' ? q.nameEn : q.name);
  return (
    <Spin spinning={loading}>
      <Table<TariffQuote>
        data-testid="trunk-quotes"
        size="small"
        pagination={false}
        rowKey="tariffId"
        dataSource={reply.quotes}
        rowSelection={{ type: 'radio', selectedRowKeys: value != null ? [value] : [], onChange: (keys) => onChange?.(Number(keys[0])) }}
        onRow={(q) => ({ onClick: () => onChange?.(q.tariffId) })}
        columns={[
          { key: 'tariff', title: text('columns.tariff'), render: (_, q) => `${nameOf(q)} · ${text('hints.tariffWarehouse', { warehouse: q.warehouse })}` },
          { key: 'weight', title: text('columns.chargeableWeight'), render: (_, q) => q.quote.chargeableWeight },
          { key: 'total', title: text('columns.total'), align: 'right', render: (_, q) => `${q.quote.total} ${q.quote.currency}` },
        ]}
      />
    </Spin>
  );
});
