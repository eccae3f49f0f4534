-- Suppliers (channel providers, ZJ0201_01) and their products (ZJ0202_01): how an order reaches a
-- carrier. A supplier's `system` picks the adapter (platform/carriers); its API account and key
-- log in there; `domain` is the carrier's API base URL (empty for the sandbox: CARRIER_URL or the
-- embedded one). A route is bound to one supplier product: the automatic transfer's channel.
create table supplier (
  id serial primary key,
  code text not null unique check (char_length(code) between 1 and 30),
  name text not null check (char_length(name) between 1 and 100),
  name_en text check (char_length(name_en) <= 100),
  system text not null check (char_length(system) between 1 and 30),
  api_account text check (char_length(api_account) <= 100),
  api_key text check (char_length(api_key) <= 200),
  domain text check (char_length(domain) <= 200),
  status text not null default 'enabled' check (status in ('enabled', 'not_enabled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table supplier_product (
  id serial primary key,
  supplier_id int not null references supplier (id) on delete cascade,
  code text not null check (char_length(code) between 1 and 30),
  name text not null check (char_length(name) between 1 and 100),
  service_code text not null check (char_length(service_code) between 1 and 30),
  status text not null default 'enabled' check (status in ('enabled', 'not_enabled')),
  unique (supplier_id, code)
);

alter table route add column supplier_product_id int references supplier_product (id);

-- A transfer in flight: the one worker that claimed the order (a token) and since when. Another
-- worker or click finds the claim and does not call the carrier; a claim older than a minute is a
-- worker that died and may be taken over (the carrier keeps one shipment per order number anyway).
alter table orders
  add column transfer_claim text,
  add column transfer_claimed_at timestamptz,
  add column supplier_product_id int references supplier_product (id),
  add column shipment_id text check (char_length(shipment_id) <= 100),
  add column transferred_at timestamptz;

-- The channel's label as the carrier gave it at transfer time (printed from DD0202_01).
create table order_label (
  order_id bigint primary key references orders (id) on delete cascade,
  content bytea not null,
  content_type text not null,
  created_at timestamptz not null default now()
);
