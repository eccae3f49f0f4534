import { defineSeed } from '../../db/seed/define';
import { inTransaction } from '../../platform/resource';
import { DEFAULT_SHIPPING_LAYOUTS } from '../../../domain/labels/shippingLabel';

/**
 * Demo only: one label template (ZJ0504), the 100 × 100 mm default with the route's name beside the
 * QR code, bound to the Japan Express route's 100 × 100 labels.
 */
const JAPAN = {
  name: '日本快线 100×100',
  labelSize: '100x100',
  route: 'JP-EXP',
  elements: [
    ...DEFAULT_SHIPPING_LAYOUTS['100x100'].elements,
    { kind: 'text', x: 74, y: 90, w: 23, h: 7, text: '{routeName}', size: 6, minSize: 5, lines: 2 },
  ],
  remark: '示例：线路名称印在二维码下方',
};

export default defineSeed({
  name: 'label templates',
  order: 504,
  async demo({ db }) {
    if ((await db.query(`select 1 from label_template limit 1`)).length) return;
    await inTransaction(db, async (q) => {
      const [t] = await q<{ id: number }>(
        `insert into label_template (name, label_size, elements, remark, updated_by) values ($1, $2, $3::jsonb, $4, 'admin') returning id`,
        [JAPAN.name, JAPAN.labelSize, JSON.stringify(JAPAN.elements), JAPAN.remark],
      );
      await q(`insert into route_label_template (route_id, label_size, template_id) select id, $2, $3 from route where code = $1`, [JAPAN.route, JAPAN.labelSize, t.id]);
    });
  },
});
