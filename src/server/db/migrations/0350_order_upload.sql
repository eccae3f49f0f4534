-- DD0102_01 bulk orders: an uploaded workbook of orders, checked and imported by a background job
-- that is a download-centre record (its progress pushed on the user's stream; its file the result
-- workbook: every row with its order number or its errors). The upload keeps what the screen shows:
-- the counts, the bad cells (row, column, message in the uploader's language) and the orders made.
create table order_upload (
  id bigserial primary key,
  user_id int not null references app_user (id) on delete cascade,
  customer_id int not null references customer (id),
  file_name text not null check (char_length(file_name) between 1 and 200),
  -- The workbook as uploaded, relative to the files directory; removed once the job has read it.
  file_path text,
  -- 'all': nothing is imported while a cell is bad; 'valid': the orders without a bad cell are.
  mode text not null check (mode in ('all', 'valid')),
  -- The uploader confirmed the large declared values in the sheet (V16c), as a single order's form asks.
  confirm_large boolean not null default false,
  lang text not null default 'zh-CN',
  download_seq bigint references download (seq) on delete set null,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  orders int not null default 0,
  imported int not null default 0,
  errors jsonb not null default '[]',
  error_count int not null default 0,
  message text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index order_upload_user_idx on order_upload (user_id, created_at desc);
