import type { Database } from '../../db/connection';
import type { AppConfig } from '../../config';
import { defineSeed } from '../../db/seed/define';
import { seedFunctionPoints } from '../../platform/permissions/grants';
import { inTransaction } from '../../platform/resource';
import { SUPPLIER_KEY_PURPOSE } from '../../platform/carriers/index';
import { SEALED_PREFIX, sealSecret, secretKeyOf, secretTail } from '../../platform/secrets/secretBox';

/**
 * Changing suppliers (add, edit, delete, operating / outage) is `zj/0201/edit`: ZJ0201_01 is AD, MG
 * in SCREENS.md, and the manager's configuration is "read and approve" (§11), so the list page only
 * lets look. Admin always holds it. ZJ0202_01 is AD only: its page is its write authority.
 */
export const SUPPLIER_EDIT = 'zj/0201/edit';

export const SUPPLIER_FUNCTION_POINTS = [
  { url: SUPPLIER_EDIT, screenCode: 'ZJ0201_01', nameZh: '新增 / 编辑 / 删除供应商，运营 / 停运', nameEn: 'Add, edit and delete suppliers, set them operating or in outage', roles: [] },
];

/**
 * Seals the API keys still stored in clear (written before migration 0320, or by hand in SQL) with
 * the server's secret key, keeping their last four characters for the masked view. Runs on every
 * start and does nothing once every key is sealed; the database cannot do it itself, as it never
 * holds the key. Answers how many were sealed.
 */
export async function sealPlainSupplierKeys(db: Database, config: AppConfig): Promise<number> {
  const plain = await db.query<{ id: number; api_key: string }>(
    `select id, api_key from supplier where api_key is not null and not starts_with(api_key, $1)`,
    [SEALED_PREFIX],
  );
  if (!plain.length) return 0;
  const key = secretKeyOf(config);
  await inTransaction(db, async (q) => {
    for (const r of plain) {
      await q(`update supplier set api_key = $2, api_key_tail = $3 where id = $1 and api_key = $4`, [
        r.id, sealSecret(key, SUPPLIER_KEY_PURPOSE, r.api_key), secretTail(r.api_key), r.api_key,
      ]);
    }
  });
  return plain.length;
}

export default defineSeed({
  name: 'suppliers: function points, API keys sealed',
  order: 320,
  async reference({ db, config }) {
    await seedFunctionPoints(db, SUPPLIER_FUNCTION_POINTS);
    await sealPlainSupplierKeys(db, config);
  },
});
