-- Pallets (WL0117_01/02, issue 14): parcels in stock at a station scanned onto a pallet, which is
-- closed, opened again or dismantled (its parcels leave it). Its number and states:
-- src/domain/station/pallet.ts. Pieces and weight are what is on it now.
create sequence pallet_no_seq;

create table pallet (
  id bigserial primary key,
  pallet_no text not null unique,
  station_id int not null references station (id),
  state text not null default 'open' check (state in ('open', 'closed', 'dismantled')),
  pieces int not null default 0 check (pieces >= 0),
  weight numeric(14, 3) not null default 0 check (weight >= 0),
  created_at timestamptz not null default now(),
  created_by int references app_user (id) on delete set null,
  created_by_name text,
  closed_at timestamptz,
  closed_by_name text,
  dismantled_at timestamptz
);
create index pallet_station_idx on pallet (station_id, created_at desc, id desc);

alter table orders add column pallet_id bigint references pallet (id);
create index orders_pallet_idx on orders (pallet_id) where pallet_id is not null;
