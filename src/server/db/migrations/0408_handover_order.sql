-- Handover orders (WL0108_01, issue 14): departed loading manifests and closed pallets of a station
-- handed to a carrier or an airline; drafted, then confirmed with the carrier's signer. Its number
-- and states: src/domain/station/handover.ts. Pieces and weight are its parcels' (numeric).
create sequence handover_no_seq;

create table handover_order (
  id bigserial primary key,
  handover_no text not null unique,
  station_id int not null references station (id),
  carrier text not null check (char_length(carrier) between 1 and 50),
  state text not null default 'draft' check (state in ('draft', 'handed_over')),
  -- Manifests and pallets on it.
  bags int not null default 0 check (bags >= 0),
  pieces int not null default 0 check (pieces >= 0),
  weight numeric(14, 3) not null default 0 check (weight >= 0),
  created_at timestamptz not null default now(),
  created_by int references app_user (id) on delete set null,
  created_by_name text,
  signer text check (char_length(signer) between 1 and 30),
  handed_over_at timestamptz,
  handed_over_by_name text
);
create index handover_order_station_idx on handover_order (station_id, created_at desc, id desc);

alter table loading_manifest add column handover_id bigint references handover_order (id);
alter table pallet add column handover_id bigint references handover_order (id);
create index loading_manifest_handover_idx on loading_manifest (handover_id) where handover_id is not null;
create index pallet_handover_idx on pallet (handover_id) where handover_id is not null;
-- The handover a parcel went to its carrier with (set on confirming).
alter table orders add column handover_id bigint references handover_order (id);
create index orders_handover_idx on orders (handover_id) where handover_id is not null;
