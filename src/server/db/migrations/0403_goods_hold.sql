-- Goods held at the station (WL0110_01, S19: deduction → detention → release; issue 14). A parcel
-- never held reads as released. Each hold and release is a line of the order's log.
alter table orders add column hold_state text not null default 'release' check (hold_state in ('deduction', 'detention', 'release'));
alter table orders add column hold_reason text check (hold_reason in ('weight_difference', 'prohibited', 'payment', 'customs', 'address', 'damaged', 'other'));
alter table orders add column hold_remark text check (char_length(hold_remark) <= 200);
alter table orders add column held_at timestamptz;
-- WL0110_01 lists one station's held parcels, newest hold first.
create index orders_held_idx on orders (station_id, held_at desc, id desc) where held_at is not null;
