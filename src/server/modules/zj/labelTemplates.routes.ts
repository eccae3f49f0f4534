/**
 * ZJ0504 label templates (migration 0415): a shipping label's layout for one label size and the
 * routes that print with it (one template per route and size; DD0204_01 prints a route's template,
 * else the size's default). The administrator keeps them: ZJ0504_01 lists them and prints a sample,
 * ZJ0504_02 edits one with a live preview (`zj/0504/preview`, the very composition the PDF and ZPL
 * draw). A template that would print a broken label is refused with the row and cell named (E11n).
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { AppError, CODE_ERROR } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { t, type Lang } from '../../platform/i18n';
import { sendDownload } from '../../platform/files/download';
import { crudRoutes, mergedBody, assertReadable, S, type CrudSpec, type TxQuery } from '../../platform/resource';
import { composeLabel } from '../../platform/labels/compose';
import { renderLabelsPdf } from '../../platform/labels/pdf';
import { previewDrawing, previewResponse } from '../../platform/labels/preview';
import { layoutProblemTexts, problemDetail, problemFields } from '../../platform/labels/problems';
import { elementOf, type LabelLayout } from '../../../domain/labels/layout';
import { LABEL_SIZES, SAMPLE_SHIPPING_VALUES, shippingLayoutProblems, type LabelSize } from '../../../domain/labels/shippingLabel';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { templateLayout, type TemplateRow } from './labelTemplates.layouts';
import ZJ0504_02 from '../../../../schemas/zj/ZJ0504_02.json' with { type: 'json' };
import './labelTemplates.messages';

const PAGE = 'zj/0504/01.html';
const EDIT = 'zj/0504/02.html';

/** The layout a form's values describe (rows as the form sends them). */
function layoutOf(name: string, size: LabelSize, rows: Record<string, unknown>[]): LabelLayout {
  return templateLayout({ name, label_size: size, elements: rows.map(elementOf) });
}

/** E11n with each problem under its cell (`elements.2.text`) and all of them in the message. */
function templateRefusal(layout: LabelLayout, lang: Lang): AppError | null {
  const problems = shippingLayoutProblems(layout);
  if (!problems.length) return null;
  const texts = layoutProblemTexts(problems, lang);
  return new AppError('labelTemplate.invalid', { detail: problemDetail(texts) }, CODE_ERROR, { fields: problemFields(texts) });
}

/** A route prints a size with one template: the routes another template of this size already holds are refused, named. */
async function assertRoutesFree(q: TxQuery, id: number | null, routeIds: number[], size: LabelSize, lang: Lang) {
  if (!routeIds.length) return;
  // Two saves binding the same route at once: the second waits here and then sees the first's binding.
  await q(`select id from route where id = any($1::int[]) order by id for update`, [routeIds]);
  const taken = await q<{ code: string; name: string }>(
    `select r.code, t.name from route_label_template b join route r on r.id = b.route_id join label_template t on t.id = b.template_id
      where b.route_id = any($1::int[]) and b.label_size = $2 and b.template_id is distinct from $3::int order by r.code`,
    [routeIds, size, id],
  );
  if (!taken.length) return;
  const msgParams = { routes: taken.map((r) => r.code).join(', '), size: dictionaryLabel('labelSize', size, lang), template: taken[0].name };
  throw new AppError('labelTemplate.routeTaken', msgParams).onFields('routeIds');
}

export const labelTemplates: CrudSpec = {
  base: 'zj/0504',
  authority: PAGE,
  writeAuthority: EDIT,
  // SCREENS.md: the list adds and edits through _02; deleting a template is the list's own button.
  listWrites: ['delete'],
  noun: 'label template',
  table: 'label_template',
  body: formBody(ZJ0504_02, undefined, { id: true }),
  fields: {
    name: { col: 'name', kind: 'text' },
    labelSize: { col: 'label_size' },
    elements: { col: 'elements', kind: 'json' },
    remark: { col: 'remark', kind: 'text' },
    // Written by afterSave into route_label_template.
    routeIds: { col: '', kind: 'json', expr: `(select coalesce(jsonb_agg(b.route_id order by b.route_id), '[]'::jsonb) from route_label_template b where b.template_id = t.id)` },
    routes: {
      col: '',
      expr: (lang) => `(select string_agg(r.code || ' ' || r.${lang === 'en-US' ? 'name_en' : 'name_zh'}, '; ' order by r.code)
                          from route_label_template b join route r on r.id = b.route_id where b.template_id = t.id)`,
    },
    elementCount: { col: '', kind: 'int', expr: 'jsonb_array_length(t.elements)' },
    updatedBy: { col: 'updated_by', readOnly: true },
    updatedAt: { col: 'updated_at', kind: 'time', readOnly: true },
  },
  filters: {
    labelSize: { schema: S.enumOf(...LABEL_SIZES), where: (p) => `t.label_size = ${p}` },
    routeId: { schema: S.int(1), where: (p) => `exists (select 1 from route_label_template b where b.template_id = t.id and b.route_id = ${p})` },
  },
  search: ['t.name', 't.remark'],
  orderBy: 't.label_size, t.name',
  remove: true,
  async validate(body, q, req) {
    // Stored as drawn: each row keeps only its kind's properties.
    if (Array.isArray(body.elements)) body.elements = body.elements.map(elementOf);
    const b = await mergedBody(q, labelTemplates, body);
    const refusal = templateRefusal(layoutOf(b.name, b.labelSize, b.elements), req.lang);
    if (refusal) throw refusal;
    if ('routeIds' in body || 'labelSize' in body) await assertRoutesFree(q, body.id ?? null, (b.routeIds ?? []) as number[], b.labelSize, req.lang);
    return [];
  },
  async afterSave(id, body, q, req) {
    await q(`update label_template set updated_at = now(), updated_by = $2 where id = $1`, [id, currentUser(req).userName]);
    // The bindings follow the template's size; the routes are replaced only when the form sends them.
    // Two statements: a row deleted and inserted again in one statement would meet its own old key.
    const kept = await q<{ route_id: number }>(`delete from route_label_template where template_id = $1 returning route_id`, [id]);
    const routeIds = [...new Set<number>('routeIds' in body ? body.routeIds ?? [] : kept.map((r) => Number(r.route_id)))];
    await q(
      `insert into route_label_template (route_id, label_size, template_id)
       select r, (select label_size from label_template where id = $1), $1 from unnest($2::int[]) r`,
      [id, routeIds],
    );
  },
};

/** A saved template as the list's "print sample" shows it: the sample parcel on its layout. */
async function samplePdf(req: FastifyRequest, id: number) {
  await assertReadable(req, labelTemplates, id);
  const [row] = await req.server.db.query<TemplateRow & { updated_at: Date }>(`select name, label_size, elements, updated_at from label_template where id = $1`, [id]);
  const layout = templateLayout(row);
  const body = await renderLabelsPdf([{ composition: composeLabel(layout, SAMPLE_SHIPPING_VALUES) }], { title: `Label template ${row.name}`, creator: 'ZJ0504_01', date: new Date(row.updated_at) });
  return { name: t(req.lang, 'labelTemplate.file', { name: row.name }), type: 'application/pdf', body };
}

const previewBody = formBody(ZJ0504_02, undefined, { only: ['labelSize', 'elements'] });

export default defineRoutes([
  ...crudRoutes(labelTemplates),
  {
    method: 'POST',
    url: 'zj/0504/preview',
    authority: EDIT,
    summary:
      'The label a template form describes, filled with a sample parcel, as the PDF and ZPL would draw it (positions in mm from the top-left, text lines as fitted with the label font, barcode bars and QR cells), and what is wrong with it row by row; elements with a problem are left out of the drawing',
    body: previewBody,
    response: previewResponse,
    handler: async (req) => {
      const { labelSize, elements } = req.body as { labelSize: LabelSize; elements: Record<string, unknown>[] };
      const layout = layoutOf('preview', labelSize, elements);
      const problems = shippingLayoutProblems(layout);
      const broken = new Set(problems.map((p) => p.element));
      const drawable = { ...layout, elements: layout.elements.filter((_, i) => !broken.has(i)) };
      return { ...previewDrawing(composeLabel(drawable, SAMPLE_SHIPPING_VALUES)), problems: layoutProblemTexts(problems, req.lang) };
    },
  },
  {
    method: 'GET',
    url: 'zj/0504/pdf',
    authority: [PAGE, EDIT],
    summary: 'A saved template printed with a sample parcel (PDF, the label size of the template): to check it on the printer',
    querystring: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: S.int(1) } },
    raw: true,
    handler: async (req, reply) => sendDownload(reply, await samplePdf(req, (req.query as { id: number }).id)),
  },
]);
