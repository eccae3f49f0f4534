-- Orders (issue 13, spec section 3 N09-N12): the order, its parcels, its SKU / invoice lines,
-- its four addresses, its log and its remarks; the bills' unpaid amounts that the available
-- credit reads. Money and weights are numeric, never float. The order's states follow the
-- machines of src/domain/orders/orderStates.ts (S03 payment flow, S12 transfer, S13a station).

create sequence order_no_seq;

create table orders (
  id bigserial primary key,
  -- The system order number: unique, generated (orders/orderNo.ts), never reused.
  order_no text not null unique,
  customer_id int not null references customer (id),
  -- Who placed it: the customer, or staff on the customer's behalf (a sales valet order, S11).
  created_by int references app_user (id) on delete set null,
  kind text not null default 'single' check (kind in ('single', 'bulk', 'fba', 'first_leg')),
  route_id int references route (id),
  customer_order_no text check (char_length(customer_order_no) <= 50),
  channel_no text check (char_length(channel_no) <= 50),
  channel_tracking_no text check (char_length(channel_tracking_no) <= 50),
  ref_no1 text check (char_length(ref_no1) <= 50),
  ref_no2 text check (char_length(ref_no2) <= 50),
  fba_order_no text check (char_length(fba_order_no) <= 50),
  fba_shipment_id text check (char_length(fba_shipment_id) <= 50),
  cod_amount numeric(14, 2) check (cod_amount >= 0),
  ioss text check (char_length(ioss) <= 30),
  eori text check (char_length(eori) <= 30),
  ordered_at timestamptz not null default now(),
  destination_country text references country (code),
  declared_value numeric(14, 2) check (declared_value >= 0),
  declared_currency text references currency (code),
  insured boolean not null default false,
  mail_type text not null default 'P' check (mail_type in ('P', 'D', 'B')),
  package_count int not null default 1 check (package_count between 1 and 80),
  -- The six weights of spec N09, in kg.
  declared_weight numeric(12, 3) check (declared_weight > 0),
  entered_weight numeric(12, 3) check (entered_weight > 0),
  in_weight numeric(12, 3) check (in_weight > 0),
  out_weight numeric(12, 3) check (out_weight > 0),
  channel_weight numeric(12, 3) check (channel_weight > 0),
  billing_weight numeric(12, 3) check (billing_weight > 0),
  payment_flow text not null default 'draft'
    check (payment_flow in ('draft', 'placed', 'audited', 'customer_paid', 'cancelled')),
  transfer_state text not null default 'not_transferred'
    check (transfer_state in ('not_transferred', 'transferred', 'reset', 'deleted')),
  transfer_method text check (transfer_method in ('auto', 'manual')),
  -- The channel's message of the last failed transfer (retried from DD0202_01).
  transfer_message text,
  station_op text not null default 'not_arrived'
    check (station_op in ('not_arrived', 'arrived', 'in', 'in_stock', 'out_of_stock', 'out')),
  tracking_status text not null default 'create_order',
  -- The chosen quote with its whole trace, as priced when the order was placed: a bill is
  -- re-checked against it. The estimate is its total, counted against the available credit
  -- until the order is billed.
  quote jsonb,
  estimate numeric(14, 2) check (estimate >= 0),
  estimate_currency text references currency (code),
  billed boolean not null default false,
  remark text check (char_length(remark) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A customer's own order number is theirs once, while the order lives (E11c).
create unique index orders_customer_order_no_idx on orders (customer_id, customer_order_no)
  where customer_order_no is not null and payment_flow <> 'cancelled';
-- The order list pages newest first, for everybody or one customer, deep pages included.
create index orders_ordered_idx on orders (ordered_at desc, id desc);
create index orders_customer_ordered_idx on orders (customer_id, ordered_at desc, id desc);
create index orders_channel_tracking_idx on orders (channel_tracking_no) where channel_tracking_no is not null;
-- Unbilled estimates per customer and currency (the available credit sums them).
create index orders_unbilled_idx on orders (customer_id, estimate_currency)
  where not billed and payment_flow in ('placed', 'audited', 'customer_paid');

create table order_package (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  seq int not null check (seq between 1 and 80),
  package_no text check (char_length(package_no) <= 50),
  channel_no text check (char_length(channel_no) <= 50),
  real_weight numeric(12, 3) not null check (real_weight > 0),
  volume_weight numeric(12, 3) check (volume_weight >= 0),
  length numeric(10, 2) check (length > 0),
  width numeric(10, 2) check (width > 0),
  height numeric(10, 2) check (height > 0),
  box_count int not null default 1 check (box_count >= 1),
  box_no text check (char_length(box_no) <= 50),
  pallet text check (char_length(pallet) <= 50),
  unique (order_id, seq)
);

create table order_item (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  -- The parcel (carton) it is packed in, by its seq; null: the order's lines as a whole.
  package_seq int,
  seq int not null,
  name_zh text not null check (char_length(name_zh) between 1 and 100),
  name_en text not null check (char_length(name_en) between 1 and 100),
  customs_code text not null check (customs_code ~ '^\d{10}$'),
  origin text references country (code),
  unit text check (char_length(unit) <= 20),
  unit_price numeric(14, 2) not null check (unit_price > 0),
  unit_weight numeric(12, 3) not null check (unit_weight > 0),
  quantity int not null default 1 check (quantity >= 1),
  qty_per_box int not null check (qty_per_box >= 1),
  brand text check (char_length(brand) <= 50),
  model text check (char_length(model) <= 50),
  material text check (char_length(material) <= 50),
  purpose text check (char_length(purpose) <= 100),
  unique (order_id, seq)
);

create table order_address (
  order_id bigint not null references orders (id) on delete cascade,
  role text not null check (role in ('sender', 'recipient', 'importer', 'exporter')),
  name text check (char_length(name) <= 50),
  company text check (char_length(company) <= 100),
  country text references country (code),
  province text check (char_length(province) <= 50),
  city text check (char_length(city) <= 50),
  postcode text check (char_length(postcode) <= 20),
  address1 text check (char_length(address1) <= 200),
  address2 text check (char_length(address2) <= 200),
  address3 text check (char_length(address3) <= 200),
  phone text check (char_length(phone) <= 30),
  tax_id text check (char_length(tax_id) <= 50),
  email text check (char_length(email) <= 50),
  primary key (order_id, role)
);

-- Who changed what and when (the detail's log tab): every state change and edit writes a line.
create table order_log (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  at timestamptz not null default now(),
  user_id int references app_user (id) on delete set null,
  user_name text,
  action text not null,
  -- {field: [before, after]} for an edit; {from, to} for a state change.
  changes jsonb not null default '{}'
);
create index order_log_order_idx on order_log (order_id, at);

create table order_remark (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  at timestamptz not null default now(),
  user_id int references app_user (id) on delete set null,
  user_name text,
  content text not null check (char_length(content) between 1 and 500)
);
create index order_remark_order_idx on order_remark (order_id, at);

-- Bills as far as the available credit reads them (a later issue adds the rest): what a customer
-- owes, per currency. "Unpaid" is the sum of amount - paid_amount of bills not cancelled.
create table bill (
  id bigserial primary key,
  bill_no text not null unique,
  customer_id int not null references customer (id),
  currency text not null references currency (code),
  amount numeric(14, 2) not null,
  paid_amount numeric(14, 2) not null default 0,
  status text not null default 'unpaid' check (status in ('unpaid', 'partly_paid', 'paid', 'cancelled')),
  due_date date,
  created_at timestamptz not null default now()
);
create index bill_customer_idx on bill (customer_id, currency) where status in ('unpaid', 'partly_paid');
