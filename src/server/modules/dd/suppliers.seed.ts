import { defineSeed } from '../../db/seed/define';
import { inTransaction } from '../../platform/resource';
import { SANDBOX_DEMO_ACCOUNT } from '../../sandbox/carrier';
import { SUPPLIER_KEY_PURPOSE } from '../../platform/carriers/index';
import { sealSecret, secretKeyOf, secretTail } from '../../platform/secrets/secretBox';

/**
 * Demo only: the sandbox carrier SBX Express as a supplier with the demo API account, its standard
 * and express products, and every demo route bound to one of them, so a demo order can be
 * transferred right after `npm start`.
 */
export default defineSeed({
  name: 'demo suppliers',
  order: 290,
  async demo({ db, config }) {
    if ((await db.query(`select 1 from supplier limit 1`)).length) return;
    await inTransaction(db, async (q) => {
      const [s] = await q<{ id: number }>(
        `insert into supplier (code, name, name_en, supplier_type, system, api_account, api_key, api_key_tail)
         values ('SBX', '沙箱快递', 'SBX Express', 'express', 'sandbox', $1, $2, $3) returning id`,
        [SANDBOX_DEMO_ACCOUNT.account, sealSecret(secretKeyOf(config), SUPPLIER_KEY_PURPOSE, SANDBOX_DEMO_ACCOUNT.key), secretTail(SANDBOX_DEMO_ACCOUNT.key)],
      );
      await q(
        `insert into supplier_product (supplier_id, code, name, service_code) values ($1, 'SBX-STD', '标准', 'SBX-STD'), ($1, 'SBX-EXP', '特快', 'SBX-EXP')`,
        [s.id],
      );
      await q(
        `update route r set supplier_product_id = p.id
           from supplier_product p
          where p.supplier_id = $1 and p.code = case when r.route_type = 'express' then 'SBX-EXP' else 'SBX-STD' end`,
        [s.id],
      );
    });
  },
});
