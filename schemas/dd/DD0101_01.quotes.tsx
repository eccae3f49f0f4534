/**
 * DD0101_01's route field: the routes the order's cargo may use, cheapest first, quoted again as
 * the parcels and the recipient's address change (XX0402_01's results view, with a radio per
 * route). The chosen route is the field's value; the server prices it again when the order is
 * placed and stores that quote with its trace. Also the carton note (V07).
 */
import { useEffect } from 'react';
import { Alert, Spin } from 'antd';
import { observer, useField, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { useSettledRequest } from '../../renderers/useSettledRequest';
import { TrialResults, type TrialQuote, type TrialReply } from '../xx/XX0402_01.results';
import { quoteRequestOf, type OrderFormValues, type QuoteRequest } from './DD0101_01.values';
import { ITEMS_PER_CARTON_NOTE } from '../../src/domain/orders/orderRules';

/** Typing is not asked for every key: the quotes follow the form once it rests this long. */
const SETTLE_MS = 400;
const QUOTES = { method: 'POST' as const, url: 'dd/0101/route/list' };

export const RouteQuotes = observer(function RouteQuotes({ value, onChange }: { value?: number | null; onChange?: (v: number | null) => void }) {
  const form = useForm<OrderFormValues>();
  const field = useField();
  const engine = useEngine();
  const { screen, text } = useScreen();
  const needsCustomer = engine.user?.userType === 'staff' && !form.values.customerId;
  const asked = needsCustomer ? null : quoteRequestOf(form.values);
  const body = asked && (({ weight: _w, pieces: _p, ...sent }: QuoteRequest) => sent)(asked);
  const { reply, loading } = useSettledRequest<TrialReply>(screen.dataSource?.quotes ?? QUOTES, body, SETTLE_MS);
  // A route the new cargo cannot use is no longer chosen.
  useEffect(() => {
    if (reply && value != null && !reply.quotes.some((q) => Number(q.routeId) === Number(value))) onChange?.(null);
  }, [reply, value, onChange]);
  if (!asked) return <Alert type="info" showIcon message={text(needsCustomer ? 'hints.quotesNeedCustomer' : 'hints.quotesNeed')} />;
  if (!reply) return <Spin spinning={loading}><Alert type="info" showIcon message={text('hints.quoting')} /></Spin>;
  const input = { country: asked.recipient.country, postcode: asked.recipient.postcode, city: asked.recipient.city, weight: asked.weight, pieces: asked.pieces };
  return (
    <Spin spinning={loading}>
      <TrialResults
        reply={reply}
        input={input}
        selection={{ routeId: value, onSelect: (q: TrialQuote) => { onChange?.(Number(q.routeId)); field.form.clearErrors?.(field.address.toString()); } }}
      />
    </Spin>
  );
});

/** V07: more than 30 items in a carton holds the warehouse up; said under the SKU lines, not refused. */
export const CartonNote = observer(function CartonNote() {
  const form = useForm<OrderFormValues>();
  const { text } = useScreen();
  const crowded = (form.values.items ?? []).some((i) => Number(i?.qtyPerBox) > ITEMS_PER_CARTON_NOTE);
  return crowded ? <Alert type="warning" showIcon message={text('hints.cartonNote', { max: ITEMS_PER_CARTON_NOTE })} /> : null;
});
