/**
 * An address as the books keep it (XX0202 address books, ZJ0701_01 sender companies, and the
 * order's addresses copy them): the same fields on the same columns, and the country filter.
 */
import type { CrudSpec, FieldDef } from '../../platform/resource';

export const ADDRESS_FIELDS: Record<string, FieldDef> = {
  name: { col: 'name' },
  company: { col: 'company' },
  country: { col: 'country' },
  province: { col: 'province' },
  city: { col: 'city' },
  postcode: { col: 'postcode' },
  address1: { col: 'address1' },
  address2: { col: 'address2' },
  address3: { col: 'address3' },
  phone: { col: 'phone' },
  email: { col: 'email' },
  taxId: { col: 'tax_id' },
};

/** A two-letter country code as typed (either case). */
export const COUNTRY_FILTER: NonNullable<CrudSpec['filters']>[string] = {
  schema: { type: 'string', pattern: '^[A-Za-z]{2}$' }, where: (p) => `t.country = upper(${p})`,
};
