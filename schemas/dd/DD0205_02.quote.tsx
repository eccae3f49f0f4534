/**
 * DD0205_02's quote tab: the quote the order was priced with when it was placed (stored with the
 * order, so a bill can be checked against it), its breakdown and its trace line by line, in the
 * reader's language (XX0402_01's trace view).
 */
import { Alert, Descriptions, Space } from 'antd';
import { useScreen } from '../../renderers/ScreenContext';
import { TrialTrace, type TrialQuote } from '../xx/XX0402_01.results';

export function QuoteTrace({ record }: { record: Record<string, unknown> }) {
  const { text } = useScreen();
  const q = record.quote as TrialQuote | null | undefined;
  if (!q) return <Alert type="info" showIcon message={text('quote.none')} />;
  const money = (v: string) => `${v} ${q.currency}`;
  const surcharges = q.surcharges.reduce((sum, s) => sum + Number(s.amount), 0).toFixed(2);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="order-quote">
      <Descriptions size="small" bordered column={3} items={[
        { key: 'route', label: text('quote.route'), children: `${q.routeName} (${q.channelCode})` },
        { key: 'chargeable', label: text('quote.chargeableWeight'), children: `${q.chargeableWeight} kg` },
        { key: 'freight', label: text('quote.freight'), children: money(q.freight) },
        { key: 'fuel', label: text('quote.fuel'), children: money(q.fuel) },
        { key: 'remote', label: text('quote.remoteFee'), children: money(q.remoteFee) },
        { key: 'surcharges', label: text('quote.surcharges'), children: money(surcharges) },
        { key: 'total', label: text('quote.total'), children: <strong data-testid="order-quote-total">{money(q.total)}</strong> },
      ]} />
      <TrialTrace quote={q} />
    </Space>
  );
}
