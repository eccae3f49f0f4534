-- SKU / declaration product library (XX0301_01/02, spec N11): a customer's products as an order
-- declares them. An order copies an entry into order_item (0300_orders.sql), so every column
-- holds exactly what order_item holds (same limits, K17 customs code of 10 digits, V03 amounts > 0).

create table sku (
  id serial primary key,
  -- The owner: a customer account sees its own products, staff those of the customers in their scope.
  customer_id int not null references customer (id),
  -- The customer's own code for the product: once per customer.
  sku text not null check (char_length(sku) between 1 and 50),
  name_zh text not null check (char_length(name_zh) between 1 and 100),
  name_en text not null check (char_length(name_en) between 1 and 100),
  customs_code text not null check (customs_code ~ '^\d{10}$'),
  origin text references country (code),
  unit text check (char_length(unit) <= 20),
  unit_price numeric(14, 2) not null check (unit_price > 0),
  unit_weight numeric(12, 3) not null check (unit_weight > 0),
  qty_per_box int not null check (qty_per_box >= 1),
  brand text check (char_length(brand) <= 50),
  model text check (char_length(model) <= 50),
  material text check (char_length(material) <= 50),
  purpose text check (char_length(purpose) <= 100),
  created_at timestamptz not null default now(),
  unique (customer_id, sku)
);
