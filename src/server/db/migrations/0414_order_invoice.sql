-- An order's commercial invoice (issue 15, DD0204_02): the lines as the invoice states them and the
-- customer's signature or company logo printed on it. The lines start as a copy of the order's SKU
-- lines (order_item) and are edited here without touching those: the SKU lines are what the order
-- was placed, priced and packed with (the station packs against them, the log records their
-- edits), while the invoice is a customs document about the shipment that a shipper words for the
-- customs of the destination. An order without a row here prints its SKU lines as they are.
create table order_invoice (
  order_id bigint primary key references orders (id) on delete cascade,
  invoice_no text not null check (char_length(invoice_no) between 1 and 50),
  currency text not null references currency (code),
  -- The terms of delivery as the invoice states them (an Incoterm such as DAP or DDP).
  terms text check (char_length(terms) <= 50),
  -- The signature or logo (V05: jpg or png of at most 500 KB), under FILES_DIR.
  image_path text,
  image_name text check (char_length(image_name) <= 200),
  image_mime text check (image_mime in ('image/jpeg', 'image/png')),
  image_size int check (image_size > 0),
  saved_at timestamptz not null default now(),
  saved_by int references app_user (id) on delete set null,
  saved_by_name text,
  check ((image_path is null) = (image_mime is null))
);

create table order_invoice_line (
  order_id bigint not null references order_invoice (order_id) on delete cascade,
  seq int not null check (seq between 1 and 200),
  name_zh text not null check (char_length(name_zh) between 1 and 100),
  name_en text not null check (char_length(name_en) between 1 and 100),
  customs_code text not null check (customs_code ~ '^\d{10}$'),
  origin text references country (code),
  unit text check (char_length(unit) <= 20),
  unit_price numeric(14, 2) not null check (unit_price > 0),
  -- Net kg of one unit; the line's net weight is this times the quantity.
  unit_weight numeric(12, 3) not null check (unit_weight > 0),
  quantity int not null check (quantity between 1 and 100000),
  -- The size of the line's goods as packed, cm.
  length numeric(10, 1) not null check (length > 0),
  width numeric(10, 1) not null check (width > 0),
  height numeric(10, 1) not null check (height > 0),
  -- A cargo attribute's code (ZJ1201_01: general, battery, liquid ...); not a foreign key, so an
  -- attribute retired later leaves the invoices that named it as they were.
  cargo_type text not null check (cargo_type ~ '^[a-z][a-z0-9_]{0,29}$'),
  primary key (order_id, seq)
);
