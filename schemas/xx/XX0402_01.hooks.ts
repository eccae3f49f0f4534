/**
 * XX0402_01 freight trial. The form validates (named validators) through the engine's submit;
 * `captureTrial` (transform.beforeSubmit) keeps the validated body and stops the plain submit,
 * then `calculate` asks xx/0402/trial (a page of quotes, no trace lines: a route's lines are
 * asked when its trace is opened, another page when the table turns to it) and returns the results, which the action's
 * `then: [{setState: "trial"}]` hands to `TrialResultsSlot` under the Calculate button in the trial tab
 * (XX0402_01.results.tsx; with texts: 'keys' a language switch re-renders every text, asking
 * nothing again). `remoteCheck` asks
 * xx/0402/remote (postcode or city, at least one: V11) for `RemoteResultSlot` under its own button in its tab.
 */
import { runAction } from '../../renderers/actions/run';
import type { ActionContext } from '../../renderers/actions/types';
import type { Action } from '../../renderers/types';
import type { RemoteReply, TrialInput, TrialQuote, TrialReply, TrialState } from './XX0402_01.results';

// The components the screen places in its form (`components` in XX0402_01.json).
export { RemoteResultSlot, TrialResultsSlot } from './XX0402_01.results';

type Values = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const text = (v: unknown) => (blank(v) ? null : String(v).trim());

/** The trial body from the form's values (empty fields left out; pieces as a whole number). */
export function trialBody(values: Values): TrialInput {
  const body: TrialInput = { country: String(values.country ?? '').toUpperCase(), weight: String(values.weight ?? '').trim() };
  for (const k of ['postcode', 'city', 'length', 'width', 'height', 'declaredValue', 'mailType'] as const) {
    const v = text(values[k]);
    if (v !== null) body[k] = v;
  }
  if (!blank(values.pieces)) body.pieces = Number(values.pieces);
  if (!blank(values.cargoType)) body.cargoType = (values.cargoType as string[]).filter((c) => c !== 'general');
  if (Array.isArray(body.cargoType) && !body.cargoType.length) delete body.cargoType;
  return body;
}

/** Quotes per page of the results table (the reader may choose another size). */
const TRIAL_PAGE_SIZE = 20;

let validated: TrialInput | null = null;

/** transform.beforeSubmit: keeps the validated values for `calculate`; the plain submit never runs. */
export function captureTrial(values: Values): false {
  validated = trialBody(values);
  return false;
}

/**
 * The order form starts from the trial: its route, destination and sizes, and its pieces as boxes
 * of one weight each (the trial's weight is the whole shipment's: `boxWeight` is a box's share).
 */
function placeOrder(ctx: ActionContext, q: TrialQuote, input: TrialInput) {
  const action = (ctx.screen.screen.rowActions ?? []).find((a: Action) => a.key === 'placeOrder');
  if (!action) return;
  const pieces = input.pieces ?? 1;
  const boxWeight = pieces > 1 ? String(Math.ceil((Number(input.weight) / pieces) * 1000) / 1000) : input.weight;
  const values = { ...(ctx.data.values as Values), boxWeight, pieces };
  void runAction(action, { ...ctx, data: { ...ctx.data, values, record: q as unknown as Record<string, unknown> } });
}

/** Calculate: validate, quote; the results (every route cheapest first with its trace) go to the screen's state. */
export async function calculate(ctx: ActionContext): Promise<TrialState | false> {
  validated = null;
  if (!ctx.submit) return false;
  await ctx.submit();
  const input = validated as TrialInput | null;
  if (!input) return false;
  const api = ctx.screen.screen.dataSource?.submit ?? { method: 'POST' as const, url: 'xx/0402/trial' };
  // The list without trace lines (a third of a 500-route answer with them); a route's lines are
  // asked when its trace is opened, as {key, params} that XX0402_01.results renders in the
  // reader's language. The same orderTime keeps every later answer the same quote. texts: 'keys'
  // brings the messages behind the other texts (excluded reasons, both route names), so a
  // language switch needs no new answer.
  // The table shows a page at a time: the server prices every route for the order (and says
  // the total and each currency's cheapest) but sends only the page's quotes.
  // A refusal that names a field (country, weight ...: the trial's body has the form's names) shows under it.
  const ask = (extra: Record<string, unknown>) =>
    ctx.engine.request(api.method, api.url, { data: { ...input, ...extra }, onFieldErrors: ctx.onFieldErrors }) as Promise<TrialReply>;
  const reply = await ask({ trace: 'none', texts: 'keys', current: 1, pageSize: TRIAL_PAGE_SIZE });
  const traceLines = async (q: TrialQuote) => (await ask({ trace: 'keys', orderTime: reply.orderTime, routeIds: [Number(q.routeId)] })).quotes[0]?.trace.lines ?? [];
  const page = (current: number, pageSize: number) => ask({ trace: 'none', texts: 'keys', orderTime: reply.orderTime, current, pageSize });
  return { reply, input, onPlaceOrder: (q) => placeOrder(ctx, q, input), onTraceLines: traceLines, onPage: page };
}

/** The remote check's form names the server's fields `remoteCountry` ... (its tab beside the trial's). */
const REMOTE_FIELDS: Record<string, string> = { country: 'remoteCountry', postcode: 'remotePostcode', city: 'remoteCity' };
export const remoteFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [REMOTE_FIELDS[name] ?? name, message]));

/** Remote-area check: country and at least one of postcode and city (V11). */
export async function remoteCheck(ctx: ActionContext): Promise<{ reply: RemoteReply } | false> {
  const values = (ctx.data.values ?? {}) as Values;
  const country = text(values.remoteCountry);
  const postcode = text(values.remotePostcode);
  const city = text(values.remoteCity);
  const t = (k: string) => ctx.screen.text(`results.${k}`);
  if (!country) {
    ctx.message.warning(t('remoteNeedCountry'));
    return false;
  }
  if (!postcode && !city) {
    ctx.message.warning(t('remoteNeedOne'));
    return false;
  }
  const api = ctx.screen.screen.dataSource?.remote ?? { method: 'POST' as const, url: 'xx/0402/remote' };
  const reply = (await ctx.engine.request(api.method, api.url, {
    data: { country, ...(postcode ? { postcode } : {}), ...(city ? { city } : {}) },
    onFieldErrors: (fields) => !!ctx.onFieldErrors?.(remoteFields(fields)),
  })) as RemoteReply;
  return { reply };
}
