/**
 * XX0402_01 freight trial. The form validates (named validators) through the engine's submit;
 * `captureTrial` (transform.beforeSubmit) keeps the validated body and stops the plain submit,
 * then `calculate` asks xx/0402/trial and shows the results (XX0402_01.results.tsx) in a
 * floating panel that leaves the page usable (a language switch re-renders the trace).
 * `remoteCheck` asks xx/0402/remote (postcode or city, at least one: V11).
 */
import { createElement, type ReactNode } from 'react';
import { runAction } from '../../renderers/actions/run';
import type { ActionContext } from '../../renderers/actions/types';
import type { Action } from '../../renderers/types';
import { RemoteResult, ResultsTitle, TrialResults, type RemoteReply, type TrialInput, type TrialQuote, type TrialReply } from './XX0402_01.results';

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

let validated: TrialInput | null = null;

/** transform.beforeSubmit: keeps the validated values for `calculate`; the plain submit never runs. */
export function captureTrial(values: Values): false {
  validated = trialBody(values);
  return false;
}

type Panel = { destroy: () => void; update: (config: Record<string, unknown>) => void };
let panel: Panel | null = null;

function show(ctx: ActionContext, titleKey: string, content: ReactNode, width: number) {
  const config = {
    title: createElement(ResultsTitle, { k: titleKey }),
    content,
    icon: null,
    width,
    mask: false,
    maskClosable: false,
    okText: createElement(ResultsTitle, { k: 'close' }),
    // A panel over the page, not a wall: the top bar (language) and the form stay usable.
    // Never taller than the window, so it never scrolls over the top bar.
    styles: { wrapper: { pointerEvents: 'none' as const }, body: { maxHeight: 'calc(100vh - 180px)', overflowY: 'auto' as const } },
    style: { top: 72 },
    afterClose: () => { panel = null; },
  };
  if (panel) panel.update(config);
  else panel = ctx.modal.info(config) as unknown as Panel;
}

function placeOrder(ctx: ActionContext, q: TrialQuote) {
  const action = (ctx.screen.screen.rowActions ?? []).find((a: Action) => a.key === 'placeOrder');
  if (!action) return;
  panel?.destroy();
  void runAction(action, { ...ctx, data: { ...ctx.data, record: q as unknown as Record<string, unknown> } });
}

/** Calculate: validate, quote, show every route cheapest first with its trace. */
export async function calculate(ctx: ActionContext): Promise<boolean> {
  validated = null;
  if (!ctx.submit) return false;
  await ctx.submit();
  const input = validated as TrialInput | null;
  if (!input) return false;
  const api = ctx.screen.screen.dataSource?.submit ?? { method: 'POST' as const, url: 'xx/0402/trial' };
  // trace 'keys': the lines come as {key, params}; XX0402_01.results renders them in the reader's language.
  const reply = (await ctx.engine.request(api.method, api.url, { data: { ...input, trace: 'keys' } })) as TrialReply;
  const relocalize = () => ctx.engine.request(api.method, api.url, { data: { ...input, trace: 'keys', orderTime: reply.orderTime } }) as Promise<TrialReply>;
  show(ctx, 'title', createElement(TrialResults, { reply, input, onPlaceOrder: (q) => placeOrder(ctx, q), onRelocalize: relocalize }), 1240);
  return true;
}

/** Remote-area check: country and at least one of postcode and city (V11). */
export async function remoteCheck(ctx: ActionContext): Promise<boolean> {
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
  const reply = (await ctx.engine.request(api.method, api.url, { data: { country, ...(postcode ? { postcode } : {}), ...(city ? { city } : {}) } })) as RemoteReply;
  show(ctx, 'remoteTitle', createElement(RemoteResult, { reply }), 720);
  return true;
}
