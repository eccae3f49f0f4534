-- WL0109_01 lists one station's operations newest first, usually of one operation type (the
-- badge clicked): this index answers `station_id = $1 and operation_type = $2 order by
-- operated_at desc, id desc limit n` without a sort, and a later keyset page
-- (`(operated_at, id) < ($3, $4)`) with a range scan.
create index station_operation_list_idx on station_operation (station_id, operation_type, operated_at desc, id desc);
