/**
 * ZJ0110_01 remote areas: add / edit in the engine's inline form `rowEdit` (the save body is its
 * fields), `check` an address against the areas (zj/0110/remote/check), `import` rows pasted as
 * text (zj/0110/import, all or nothing). The type is typed here, where a new type is born, with
 * the existing types offered so a typo does not start a type no route names (RemoteTypeInput).
 */
import { createElement } from 'react';
import { Alert, List } from 'antd';
import screen from './ZJ0110_01.json';
import type { FormSchema } from '../../renderers/types';
import type { ActionContext } from '../../renderers/actions/types';
import { render } from '../../src/domain/pricing/messages';
import { saveBody } from './pricing.forms';
import { suggestInput } from './pricing.suggest';

type Values = Record<string, unknown>;

const text = (v: unknown) => (v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim());

export function beforeSubmit(values: Values) {
  const body = saveBody(values, screen.forms.rowEdit.schema as FormSchema);
  if (typeof body.remoteType === 'string') body.remoteType = body.remoteType.trim();
  return body;
}

/** The remote-area type: free text (a new type starts here) with the existing types offered. */
export const RemoteTypeInput = suggestInput('zj/0110/type/options', 'remote-type', 30);

export interface CheckBody { country: string; postcode?: string; city?: string; remoteType?: string }
interface CheckReply { remote: boolean; matches: { remoteType: string; areaId: number; reason: string }[] }

/** The check's body from the form, or null when neither postcode nor city is given (V11, the engine's own rule). */
export function checkBody(values: Values): CheckBody | null {
  const postcode = text(values.postcode);
  const city = text(values.city);
  if (!postcode && !city) return null;
  const remoteType = text(values.remoteType);
  return { country: String(values.country ?? '').trim().toUpperCase(), ...(postcode ? { postcode } : {}), ...(city ? { city } : {}), ...(remoteType ? { remoteType } : {}) };
}

let captured: { values: Values } | null = null;

/** transform.beforeSubmit of `check`: keeps the validated values for `checkAddress`; the plain submit never runs. */
export function captureCheck(values: Values): false {
  captured = { values };
  return false;
}

/** Check an address: validate (country), then postcode or city (at least one), then ask the server and show its answer. */
export async function checkAddress(ctx: ActionContext): Promise<boolean> {
  captured = null;
  if (!ctx.submit) return false;
  await ctx.submit();
  if (!captured) return false;
  const body = checkBody((captured as { values: Values }).values);
  if (!body) {
    ctx.message.warning(render(ctx.screen.lang === 'en-US' ? 'en-US' : 'zh-CN', { key: 'pricing.remote.needPostcodeOrCity' }));
    return false;
  }
  const reply = (await ctx.engine.request('POST', 'zj/0110/remote/check', { data: body })) as CheckReply;
  const t = (k: string, o?: Record<string, unknown>) => ctx.screen.text(k, o);
  ctx.modal.info({
    title: t('checkTitle'),
    width: 560,
    content: createElement('div', { 'data-testid': 'remote-check-result' },
      createElement(Alert, { type: reply.remote ? 'warning' : 'success', showIcon: true, message: t(reply.remote ? 'checkRemote' : 'checkNotRemote', { country: body.country }) }),
      reply.matches.length > 0 && createElement(List, {
        size: 'small', style: { marginTop: 8 }, dataSource: reply.matches,
        renderItem: (item: unknown) => {
          const m = item as CheckReply['matches'][number];
          return createElement(List.Item, { key: `${m.remoteType}-${m.areaId}` }, `${m.remoteType}: ${m.reason}`);
        },
      })),
  });
  return true;
}

const IMPORT_COLUMNS = ['remoteType', 'country', 'postcodeFrom', 'postcodeTo', 'city', 'perKg', 'minimum'] as const;

/** Pasted lines (comma or tab separated, a spreadsheet's copy) -> the import's rows; blank lines skipped. */
export function importRows(pasted: unknown): Record<string, string | null>[] {
  return String(pasted ?? '').split(/\r?\n/).filter((line) => line.trim() !== '').map((line) => {
    const cells = line.split(/\t|[,，]/).map((c) => c.trim());
    return Object.fromEntries(IMPORT_COLUMNS.map((k, i) => [k, k === 'country' ? (cells[i] ?? '').toUpperCase() : cells[i] || null])) as Record<string, string | null>;
  });
}

/** transform.beforeSubmit of `import`. */
export function importBody(values: Values) {
  return { rows: importRows(values.rows), replace: values.replace === true };
}
