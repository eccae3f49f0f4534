-- WL0301_01 delivery dispatch (issue 14): a parcel ready for delivery (S14) leaves the station with a
-- carrier (tracking "domestic delivery") and is marked delivered once the carrier has handed it
-- over. States: `delivery` in src/domain/station/stationStates.ts.
alter table orders add column delivery_state text not null default 'not_dispatched' check (delivery_state in ('not_dispatched', 'dispatched', 'delivered'));
alter table orders add column delivery_carrier text check (char_length(delivery_carrier) between 1 and 50);
alter table orders add column delivery_dispatched_at timestamptz;
alter table orders add column delivery_dispatched_by_name text;
alter table orders add column delivered_at timestamptz;
-- WL0301_01 lists one station's parcels dispatched for delivery, newest first.
create index orders_delivery_idx on orders (station_id, delivery_dispatched_at desc, id desc) where delivery_state <> 'not_dispatched';
