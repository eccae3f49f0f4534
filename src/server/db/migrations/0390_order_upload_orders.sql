-- A bulk upload writes its orders in batches, each its own transaction, so that other users'
-- requests get their turn during a long import (one transaction for 100,000 orders held the
-- embedded database for 80 s). Each order names the upload that wrote it: when the import fails
-- part-way, or its job starts again after a crash, that upload's orders are removed, so "all or
-- nothing" still holds. While the upload runs, its orders cannot change state or be transferred.
alter table orders add column upload_id bigint references order_upload (id) on delete set null;
create index orders_upload_idx on orders (upload_id) where upload_id is not null;
