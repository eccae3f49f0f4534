-- Loading manifests (WL0107_01/02/11, issue 14): parcels loaded on a vehicle at a station, the
-- manifest departs (the parcels leave the station) and is unloaded at the next one. Its states:
-- src/domain/station/manifestStates.ts.
create sequence loading_manifest_no_seq;

create table loading_manifest (
  id bigserial primary key,
  -- ZC + the business day (yyMMdd) + a sequence: src/domain/station/manifestNo.ts.
  manifest_no text not null unique,
  station_id int not null references station (id),
  vehicle text not null check (char_length(vehicle) between 1 and 30),
  state text not null default 'loading' check (state in ('loading', 'departed', 'unloaded')),
  pieces int not null default 0 check (pieces >= 0),
  weight numeric(14, 3) not null default 0 check (weight >= 0),
  created_at timestamptz not null default now(),
  created_by int references app_user (id) on delete set null,
  departed_at timestamptz,
  departed_by_name text,
  unloaded_at timestamptz
);
-- A vehicle loads on one open manifest at a time per station.
create unique index loading_manifest_open_idx on loading_manifest (station_id, vehicle) where state = 'loading';
create index loading_manifest_station_idx on loading_manifest (station_id, created_at desc, id desc);

alter table orders add column manifest_id bigint references loading_manifest (id);
alter table orders add column load_weight numeric(12, 3) check (load_weight > 0);
create index orders_manifest_idx on orders (manifest_id) where manifest_id is not null;
