import { defineSeed } from '../../db/seed/define';
import { inTransaction } from '../../platform/resource';

/**
 * Demo only: `customer` (C0001) has five products in its SKU library, the first two the lines
 * its demo orders declare (orders.seed.ts); customer2 (C0002) has none.
 */
const SKUS = [
  ['TS-COT-001', '棉质T恤', 'Cotton T-shirt', '6109100021', 'CN', 'PCS', '8.50', '0.200', 5, 'Demo', 'TS-01', '棉', '服装'],
  ['BAG-CAN-002', '帆布包', 'Canvas bag', '4202220000', 'CN', 'PCS', '12.00', '0.350', 2, 'Demo', 'BG-02', '帆布', '收纳'],
  ['MUG-CER-003', '陶瓷杯', 'Ceramic mug', '6912001000', 'CN', 'PCS', '4.20', '0.380', 12, 'Demo', 'MG-03', '陶瓷', '饮水'],
  ['USB-CBL-004', '数据线', 'USB cable', '8544422100', 'CN', 'PCS', '2.80', '0.060', 50, 'Demo', 'CB-04', '铜', '充电'],
  ['SCK-WOL-005', '羊毛袜', 'Wool socks', '6115940000', 'CN', 'PAIR', '3.60', '0.080', 20, 'Demo', 'SK-05', '羊毛', '服装'],
] as const;

export default defineSeed({
  name: 'SKU library',
  order: 311,
  async demo({ db }) {
    if ((await db.query(`select 1 from sku limit 1`)).length) return;
    await inTransaction(db, async (q) => {
      for (const [code, nameZh, nameEn, customsCode, origin, unit, unitPrice, unitWeight, qtyPerBox, brand, model, material, purpose] of SKUS) {
        await q(
          `insert into sku (customer_id, sku, name_zh, name_en, customs_code, origin, unit, unit_price, unit_weight, qty_per_box, brand, model, material, purpose)
           select c.id, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10, $11, $12, $13, $14 from customer c where c.code = $1`,
          ['C0001', code, nameZh, nameEn, customsCode, origin, unit, unitPrice, unitWeight, qtyPerBox, brand, model, material, purpose],
        );
      }
    });
  },
});
