-- Accounts: announcements shown after login, folder keys for the seeded menu tree,
-- and an index to purge expired sessions.

create table notice (
  id serial primary key,
  title text not null check (char_length(title) <= 50),
  summary text check (char_length(summary) < 1000),
  content text not null default '' check (char_length(content) < 8000),
  audience text not null check (audience in ('customer', 'staff', 'public')),
  status text not null default 'in_use' check (status in ('in_use', 'deactivated')),
  published_at timestamptz,
  publisher_id int references app_user (id) on delete set null,
  publisher_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notice_status_idx on notice (status, audience, published_at desc);

-- A seeded folder keeps the key it was built from, so later starts find it again even after
-- an administrator renamed it.
alter table menu add column folder_key text;

create index session_expires_idx on session (expires_at);
