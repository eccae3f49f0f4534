-- Station work (issue 14, number range 0400-0419): a parcel's states at the station (S13a-c, S14,
-- src/domain/station/stationStates.ts), where it is and what the station measured, the tracking
-- events of the forwarder's own milestones, and which order each station operation counted.

-- The station holding the parcel now: set by the arrival scan, moved by unloading at the next one.
alter table orders add column station_id int references station (id);
alter table orders add column storage_state text not null default 'not_stored'
  check (storage_state in ('not_stored', 'stored'));
alter table orders add column weighing_state text not null default 'not_weighed'
  check (weighing_state in ('not_weighed', 'weighed'));
alter table orders add column loading_state text not null default 'not_out_of_storage'
  check (loading_state in ('not_out_of_storage', 'ready_for_storage', 'ready_for_delivery', 'out_of_storage', 'loaded', 'unloaded'));
-- What inbound weighing measured (in_weight is the real weight): the sizes, the volumetric weight
-- by the route's divisor and the boxes.
alter table orders add column in_length numeric(10, 2) check (in_length > 0);
alter table orders add column in_width numeric(10, 2) check (in_width > 0);
alter table orders add column in_height numeric(10, 2) check (in_height > 0);
alter table orders add column in_volume_weight numeric(12, 3) check (in_volume_weight >= 0);
alter table orders add column in_box_count int check (in_box_count between 1 and 80);
alter table orders add column arrived_at timestamptz;
alter table orders add column in_at timestamptz;
alter table orders add column out_at timestamptz;
-- The order priced again at the weights the station measured, trace included, beside the quote it
-- was placed with: the weight-difference work compares the two.
alter table orders add column station_quote jsonb;

-- A station's scans find the parcel by its sub-order number too.
create index order_package_package_no_idx on order_package (package_no) where package_no is not null;
-- WL0105_01 and the station lists read one station's parcels in one state.
create index orders_station_op_idx on orders (station_id, station_op, in_at desc) where station_id is not null;

-- Tracking events: the forwarder's own milestones (domestic storage, domestic delivery, shipment
-- start, in transit) written by the station's transitions, and later the carriers' events.
create table tracking_event (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  status text not null check (status in ('create_order', 'domestic_storage', 'domestic_delivery', 'customs_clearance', 'shipment_start',
    'arrival', 'customs_liquidation', 'overseas_warehouse_pickup', 'in_transit', 'abnormal', 'delivered', 'taken_delivery', 'delivery_failed')),
  at timestamptz not null default now(),
  station_id int references station (id),
  source text not null default 'station' check (source in ('station', 'carrier')),
  -- Where it happened, as the tracking page shows it (the station's city).
  location text check (char_length(location) <= 100)
);
create index tracking_event_order_idx on tracking_event (order_id, at);

-- A station operation of the real work names its order (the demo's older rows do not).
alter table station_operation add column order_id bigint references orders (id) on delete cascade;
create index station_operation_order_idx on station_operation (order_id) where order_id is not null;
