/**
 * An order's commercial invoice (DD0204_02, migration 0414): its number, currency, terms and lines,
 * and the signature or logo printed on it. Until it is saved the invoice is drafted from the order:
 * its number is the order's, its currency the declared one, its lines the order's SKU lines (the
 * size of the parcel a line is packed in, general cargo). Saving keeps the invoice apart from the
 * SKU lines, which stay what the order was placed, priced and packed with.
 */
import type { TxQuery } from '../../platform/resource';

export interface InvoiceLine {
  nameZh: string;
  nameEn: string;
  customsCode: string;
  origin: string | null;
  unit: string | null;
  unitPrice: string;
  unitWeight: string;
  quantity: number;
  length: string | null;
  width: string | null;
  height: string | null;
  cargoType: string;
}

export interface InvoiceImage { path: string; name: string; mime: string; size: number }

export interface OrderInvoice {
  invoiceNo: string;
  currency: string;
  terms: string | null;
  lines: InvoiceLine[];
  image: InvoiceImage | null;
  /** Who saved it and when; null: drafted from the order, never saved. */
  saved: { by: string | null; at: Date } | null;
}

/** The terms an invoice drafted from an order states: delivered at place, duties the importer's. */
export const DEFAULT_TERMS = 'DAP';
const DEFAULT_CURRENCY = 'USD';

/** The order's invoice as saved, else as drafted from the order. The order must exist. */
export async function readInvoice(q: TxQuery, id: number): Promise<OrderInvoice> {
  const [saved] = await q<{ invoiceNo: string; currency: string; terms: string | null; imagePath: string | null; imageName: string | null; imageMime: string | null; imageSize: number | null; savedBy: string | null; savedAt: Date }>(
    `select invoice_no as "invoiceNo", currency, terms, image_path as "imagePath", image_name as "imageName", image_mime as "imageMime", image_size as "imageSize",
            saved_by_name as "savedBy", saved_at as "savedAt"
       from order_invoice where order_id = $1`, [id]);
  if (saved) {
    const lines = await q<InvoiceLine>(
      `select name_zh as "nameZh", name_en as "nameEn", customs_code as "customsCode", origin, unit, unit_price::text as "unitPrice", unit_weight::text as "unitWeight",
              quantity, trim_scale(length)::text as length, trim_scale(width)::text as width, trim_scale(height)::text as height, cargo_type as "cargoType"
         from order_invoice_line where order_id = $1 order by seq`, [id]);
    const image = saved.imagePath ? { path: saved.imagePath, name: saved.imageName ?? '', mime: saved.imageMime ?? '', size: saved.imageSize ?? 0 } : null;
    return { invoiceNo: saved.invoiceNo, currency: saved.currency, terms: saved.terms, lines, image, saved: { by: saved.savedBy, at: new Date(saved.savedAt) } };
  }
  const [order] = await q<{ orderNo: string; currency: string | null }>(`select order_no as "orderNo", declared_currency as currency from orders where id = $1`, [id]);
  // A line's size is its parcel's (the order's first parcel when it names none), to one decimal as the form takes it.
  const lines = await q<InvoiceLine>(
    `select i.name_zh as "nameZh", i.name_en as "nameEn", i.customs_code as "customsCode", i.origin, i.unit, i.unit_price::text as "unitPrice",
            i.unit_weight::text as "unitWeight", i.quantity,
            trim_scale(round(p.length, 1))::text as length, trim_scale(round(p.width, 1))::text as width, trim_scale(round(p.height, 1))::text as height,
            'general' as "cargoType"
       from order_item i
       left join lateral (select length, width, height from order_package p where p.order_id = i.order_id
                           order by coalesce(p.seq = i.package_seq, false) desc, p.seq limit 1) p on true
      where i.order_id = $1 order by i.seq`, [id]);
  return { invoiceNo: order.orderNo, currency: order.currency ?? DEFAULT_CURRENCY, terms: DEFAULT_TERMS, lines, image: null, saved: null };
}

export interface InvoiceSave {
  invoiceNo: string;
  currency: string;
  terms: string | null;
  lines: InvoiceLine[];
  /** The new image, stored; undefined keeps the former one, null removes it. */
  image: InvoiceImage | null | undefined;
  by: { userId: number; userName: string };
}

/** Writes the order's invoice in the caller's transaction; answers the former image's path when it is replaced or removed. */
export async function writeInvoice(q: TxQuery, id: number, v: InvoiceSave): Promise<string | null> {
  const [former] = await q<{ path: string | null }>(`select image_path as path from order_invoice where order_id = $1 for update`, [id]);
  const image = v.image === undefined ? 'keep' : v.image;
  await q(
    `insert into order_invoice (order_id, invoice_no, currency, terms, image_path, image_name, image_mime, image_size, saved_at, saved_by, saved_by_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10)
     on conflict (order_id) do update set invoice_no = excluded.invoice_no, currency = excluded.currency, terms = excluded.terms,
       saved_at = now(), saved_by = excluded.saved_by, saved_by_name = excluded.saved_by_name
       ${image === 'keep' ? '' : ', image_path = excluded.image_path, image_name = excluded.image_name, image_mime = excluded.image_mime, image_size = excluded.image_size'}`,
    [id, v.invoiceNo, v.currency, v.terms, ...(image && image !== 'keep' ? [image.path, image.name, image.mime, image.size] : [null, null, null, null]), v.by.userId, v.by.userName],
  );
  await q(`delete from order_invoice_line where order_id = $1`, [id]);
  await q(
    `insert into order_invoice_line (order_id, seq, name_zh, name_en, customs_code, origin, unit, unit_price, unit_weight, quantity, length, width, height, cargo_type)
     select $1, l.seq, l."nameZh", l."nameEn", l."customsCode", l.origin, l.unit, l."unitPrice", l."unitWeight", l.quantity, l.length, l.width, l.height, l."cargoType"
       from jsonb_to_recordset($2::jsonb) as l(seq int, "nameZh" text, "nameEn" text, "customsCode" text, origin text, unit text, "unitPrice" numeric,
            "unitWeight" numeric, quantity int, length numeric, width numeric, height numeric, "cargoType" text)`,
    [id, JSON.stringify(v.lines.map((l, i) => ({ ...l, seq: i + 1 })))],
  );
  return image !== 'keep' && former?.path ? former.path : null;
}
