-- WL0118_01/02 weighing uploads: a station's workbook of inbound weighings, applied by a background
-- job batch by batch (S05a: uploading → completed / failed). rows_done moves with each committed
-- batch, so a job started again after the server stopped goes on after the last batch it wrote:
-- no row weighed twice, none skipped. The refused rows (weighing_upload_error) make the error file.
create sequence weighing_upload_no_seq;
create table weighing_upload (
  id bigserial primary key,
  batch_no text not null unique,
  station_id int not null references station (id),
  user_id int references app_user (id) on delete set null,
  user_name text not null,
  file_name text not null check (char_length(file_name) between 1 and 200),
  file_path text,
  lang text not null default 'zh-CN' check (lang in ('zh-CN', 'en-US')),
  state text not null default 'uploading' check (state in ('uploading', 'completed', 'failed')),
  total_rows int not null default 0,
  rows_done int not null default 0,
  ok_rows int not null default 0,
  failed_rows int not null default 0,
  message text,
  download_seq bigint,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index weighing_upload_station_idx on weighing_upload (station_id, id desc);

create table weighing_upload_error (
  id bigserial primary key,
  upload_id bigint not null references weighing_upload (id) on delete cascade,
  row_no int not null,
  column_letter text not null default '',
  header text not null default '',
  message text not null,
  -- The whole refusal in one line, in the uploader's language ("B5 实重(kg)：…").
  text text not null
);
create index weighing_upload_error_upload_idx on weighing_upload_error (upload_id, row_no);

-- When the station last priced the order at its measured weights (stationQuote.ts), priced or not
-- (a route withdrawn): weighed orders without it are priced by a background sweep, so an upload's
-- ten thousand weighings do not wait for ten thousand quotes, and a sweep cut short goes on.
alter table orders add column station_priced_at timestamptz;
update orders set station_priced_at = coalesce(in_at, now()) where weighing_state = 'weighed';
create index orders_station_unpriced_idx on orders (id) where weighing_state = 'weighed' and station_priced_at is null;
