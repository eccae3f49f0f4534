-- XX0201_01 personal information: the documents a customer submits with it (business licence or
-- identity document; spec section 5: PDF or image, at most 2 MB), kept under FILES_DIR, and when the
-- information was last submitted for review (ZJ0101_03 shows both beside the decision).
create table customer_document (
  id serial primary key,
  customer_id int not null references customer (id) on delete cascade,
  kind text not null check (kind in ('licence', 'identity')),
  file_name text not null check (char_length(file_name) <= 200),
  file_path text not null,
  mime text not null,
  size int not null check (size > 0),
  uploaded_by int references app_user (id) on delete set null,
  uploaded_at timestamptz not null default now()
);
create index customer_document_customer_idx on customer_document (customer_id, uploaded_at);

alter table customer add column if not exists submitted_at timestamptz;
