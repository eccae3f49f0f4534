/**
 * DD0101_01's route field: the routes the order's cargo may use, cheapest first, quoted again as
 * the parcels and the recipient's address change (XX0402_01's results view, with a radio per
 * route). The chosen route is the field's value; the server prices it again when the order is
 * placed and stores that quote with its trace. Also the carton note (V07).
 */
import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { observer, useField, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { TrialResults, type TrialQuote, type TrialReply } from '../xx/XX0402_01.results';
import { quoteRequestOf, type OrderFormValues, type QuoteRequest } from './DD0101_01.values';
import { ITEMS_PER_CARTON_NOTE } from '../../src/domain/orders/orderRules';

/** Typing is not asked for every key: the quotes follow the form once it rests this long. */
const SETTLE_MS = 400;

export const RouteQuotes = observer(function RouteQuotes({ value, onChange }: { value?: number | null; onChange?: (v: number | null) => void }) {
  const form = useForm<OrderFormValues>();
  const field = useField();
  const engine = useEngine();
  const { screen, text } = useScreen();
  const needsCustomer = engine.user?.userType === 'staff' && !form.values.customerId;
  const asked = needsCustomer ? null : quoteRequestOf(form.values);
  const key = asked && JSON.stringify(asked);
  const [state, setState] = useState<{ key: string; reply: TrialReply } | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const api = screen.dataSource?.quotes ?? { method: 'POST' as const, url: 'dd/0101/route/list' };
    const timer = setTimeout(() => {
      setLoading(true);
      const { weight: _w, pieces: _p, ...body } = JSON.parse(key) as QuoteRequest;
      (engine.request(api.method, api.url, { data: body, silent: true }) as Promise<TrialReply>)
        .then((reply) => live && setState({ key, reply }))
        .catch(() => live && setState(null))
        .finally(() => live && setLoading(false));
    }, SETTLE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [key, engine, screen]);
  // A route the new cargo cannot use is no longer chosen.
  useEffect(() => {
    if (state && value != null && !state.reply.quotes.some((q) => Number(q.routeId) === Number(value))) onChange?.(null);
  }, [state, value, onChange]);
  if (!asked) return <Alert type="info" showIcon message={text(needsCustomer ? 'hints.quotesNeedCustomer' : 'hints.quotesNeed')} />;
  if (!state) return <Spin spinning={loading}><Alert type="info" showIcon message={text('hints.quoting')} /></Spin>;
  const input = { country: asked.recipient.country, postcode: asked.recipient.postcode, city: asked.recipient.city, weight: asked.weight, pieces: asked.pieces };
  return (
    <Spin spinning={loading}>
      <TrialResults
        reply={state.reply}
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
