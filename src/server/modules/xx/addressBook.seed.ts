import { defineSeed } from '../../db/seed/define';
import { seedFunctionPoints } from '../../platform/permissions/grants';
import { inTransaction } from '../../platform/resource';

/**
 * Changing an address book (add, edit, delete, set default) is `xx/0202/edit`: the books' list
 * pages only let look, and the manager, who has them from the XS and KF trees, is "read-only
 * where those roles write" (SCREENS.md §11). Admin always holds it.
 */
export const ADDRESS_BOOK_EDIT = 'xx/0202/edit';

export const ADDRESS_BOOK_FUNCTION_POINTS = [
  {
    url: ADDRESS_BOOK_EDIT, screenCode: 'XX0202_01', nameZh: '新增 / 编辑 / 删除地址，设为默认', nameEn: 'Add, edit and delete addresses, set the default',
    roles: ['customer', 'sales', 'kf', 'dealer'],
  },
];

type Entry = [role: string, name: string, company: string | null, country: string, province: string | null, city: string, postcode: string, address1: string, phone: string, extra?: Record<string, string>];

/**
 * Demo only: `customer` (C0001) has two senders (the first its default), recipients in the US, GB
 * and DE, an importer and an exporter; `customer2` (C0002) one recipient that `customer` must
 * never see. The addresses are those the demo orders were placed with.
 */
const ENTRIES: Record<string, Entry[]> = {
  C0001: [
    ['sender', '王发货', '上海示例贸易有限公司', 'CN', '上海', '上海', '200000', '浦东新区示例路 1 号', '021-60000100', { is_default: 'true', email: 'shipping@example.com' }],
    ['sender', '李仓库', '上海示例贸易有限公司', 'CN', '江苏', '苏州', '215000', '工业园区示例仓 3 号', '0512-60000200'],
    ['recipient', 'John Smith', null, 'US', 'CA', 'Los Angeles', '90001', '100 Main St', '+1 213 555 0100', { is_default: 'true' }],
    ['recipient', 'Emma Brown', null, 'GB', null, 'London', 'SW1A 1AA', '10 Example Road', '+44 20 7946 0000'],
    ['recipient', 'Lena Müller', 'Beispiel GmbH', 'DE', null, 'Berlin', '10115', 'Beispielstraße 5', '+49 30 123456'],
    ['importer', 'Hans Weber', 'Weber Import GmbH', 'DE', null, 'Hamburg', '20095', 'Hafenstraße 12', '+49 40 654321',
      { is_default: 'true', tax_id: 'DE123456789', eori: 'DE1234567890123', ioss: 'IM2760000001' }],
    ['exporter', '王发货', '上海示例贸易有限公司', 'CN', '上海', '上海', '200000', '浦东新区示例路 1 号', '021-60000100',
      { is_default: 'true', tax_id: '91310000MA1FL0001X', eori: 'CN91310000MA1FL' }],
  ],
  C0002: [['recipient', 'Mary Jones', null, 'US', 'NY', 'New York', '10001', '5 Sample Ave', '+1 212 555 0101', { is_default: 'true' }]],
};

export default defineSeed({
  name: 'address books',
  order: 310,
  async reference({ db }) {
    await seedFunctionPoints(db, ADDRESS_BOOK_FUNCTION_POINTS);
  },
  async demo({ db }) {
    if ((await db.query(`select 1 from address_book limit 1`)).length) return;
    await inTransaction(db, async (q) => {
      for (const [customer, entries] of Object.entries(ENTRIES)) {
        for (const [role, name, company, country, province, city, postcode, address1, phone, x = {}] of entries) {
          await q(
            `insert into address_book (customer_id, role, name, company, country, province, city, postcode, address1, phone, email, tax_id, eori, ioss, is_default)
             select c.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15 from customer c where c.code = $1`,
            [customer, role, name, company, country, province, city, postcode, address1, phone, x.email ?? null, x.tax_id ?? null, x.eori ?? null, x.ioss ?? null, x.is_default === 'true'],
          );
        }
      }
    });
  },
});
