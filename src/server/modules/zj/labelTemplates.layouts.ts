/**
 * The layouts label templates (ZJ0504) give: a template row as a layout, and the layout each route
 * prints a label size with (route_label_template). DD0204_01's shippingLabels reads them; a route
 * without one prints the size's default layout.
 */
import type { Database } from '../../db/connection';
import type { LabelElement, LabelLayout } from '../../../domain/labels/layout';
import { labelSizeMm, type LabelSize } from '../../../domain/labels/shippingLabel';

export interface TemplateRow { name: string; label_size: LabelSize; elements: LabelElement[] }

export function templateLayout(row: TemplateRow): LabelLayout {
  return { name: row.name, ...labelSizeMm(row.label_size), elements: row.elements };
}

/** route id → the layout of its template of this size (routes without one are absent). */
export async function routeLayouts(db: Database, routeIds: readonly number[], size: LabelSize): Promise<Map<number, LabelLayout>> {
  if (!routeIds.length) return new Map();
  const rows = await db.query<TemplateRow & { route_id: number }>(
    `select b.route_id, t.name, t.label_size, t.elements
       from route_label_template b join label_template t on t.id = b.template_id
      where b.route_id = any($1::int[]) and b.label_size = $2`,
    [routeIds, size],
  );
  return new Map(rows.map((r) => [Number(r.route_id), templateLayout(r)]));
}
