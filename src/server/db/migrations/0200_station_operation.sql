-- Warehouse and station operations (number range 0200-0219).
-- One row per scan a station makes on a package: the badge counts (SH2) and the station
-- operation statistics (WL0109_01) count these rows by operation type B04..B09.

create table station_operation (
  id bigserial primary key,
  station_id int not null references station (id),
  -- The order or package number the operator scanned.
  package_no text not null check (char_length(package_no) between 1 and 50),
  operation_type text not null check (operation_type in ('B04', 'B05', 'B06', 'B07', 'B08', 'B09')),
  operated_at timestamptz not null default now(),
  operator_id int references app_user (id) on delete set null,
  operator_name text
);
-- The count query filters one station over a time window and groups by type: the index
-- answers it without touching the table (index-only on PostgreSQL after VACUUM).
create index station_operation_count_idx on station_operation (station_id, operated_at, operation_type);
