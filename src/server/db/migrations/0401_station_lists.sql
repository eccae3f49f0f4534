-- Station lists (issue 14): who weighed a parcel in (WL0102_01 shows the operator without reading
-- the order's log), and one station's inbound records newest first.
alter table orders add column in_by int references app_user (id) on delete set null;
alter table orders add column in_by_name text;
create index orders_station_in_idx on orders (station_id, in_at desc, id desc) where in_at is not null;
