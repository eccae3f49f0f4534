-- Air master waybills (WL0113_01/11, WL0114_01, issue 14): parcels that have left a station bound
-- to a MAWB, closed (shipment start) and shipped (in transit). Number and states:
-- src/domain/station/mawb.ts (11 digits, the IATA check digit checked there).
create table mawb (
  id bigserial primary key,
  mawb_no text not null unique check (mawb_no ~ '^[0-9]{11}$'),
  station_id int not null references station (id),
  airline text not null check (char_length(airline) between 1 and 50),
  flight text not null check (char_length(flight) between 1 and 20),
  origin text not null check (char_length(origin) between 1 and 30),
  destination text not null check (char_length(destination) between 1 and 30),
  departure_date date,
  state text not null default 'open' check (state in ('open', 'closed', 'shipped')),
  pieces int not null default 0 check (pieces >= 0),
  weight numeric(14, 3) not null default 0 check (weight >= 0),
  created_at timestamptz not null default now(),
  created_by int references app_user (id) on delete set null,
  created_by_name text,
  closed_at timestamptz,
  closed_by_name text,
  shipped_at timestamptz,
  shipped_by_name text
);
create index mawb_station_idx on mawb (station_id, created_at desc, id desc);

alter table orders add column mawb_id bigint references mawb (id);
create index orders_mawb_idx on orders (mawb_id) where mawb_id is not null;
-- A handover bound to a MAWB (its parcels were).
alter table handover_order add column mawb_id bigint references mawb (id);
