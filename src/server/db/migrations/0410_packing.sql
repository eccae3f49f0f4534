-- Packing (WL0111_01, S18, issue 14): at the station an order's goods are packed into cartons, each
-- holding quantities of the order's SKU lines (order_item), until the packing is ended. These are
-- the station's cartons, beside the parcels the customer declared (order_package): a line's
-- quantity may be split over several cartons. States and rules: src/domain/station/packing.ts.
alter table orders add column packing_state text not null default 'packing' check (packing_state in ('packing', 'ended'));
alter table orders add column packing_ended_at timestamptz;

create table packing_carton (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  -- V09n, as a scanner reads the label: trimmed, upper case (boxKey).
  box_no text not null check (char_length(box_no) between 1 and 30),
  weight numeric(12, 3) not null check (weight > 0),
  length numeric(10, 1) check (length > 0),
  width numeric(10, 1) check (width > 0),
  height numeric(10, 1) check (height > 0),
  packed_at timestamptz not null default now(),
  packed_by int references app_user (id) on delete set null,
  packed_by_name text,
  unique (order_id, box_no)
);

create table packing_carton_item (
  carton_id bigint not null references packing_carton (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  quantity int not null check (quantity >= 1),
  primary key (carton_id, order_item_id)
);
create index packing_carton_item_item_idx on packing_carton_item (order_item_id);
