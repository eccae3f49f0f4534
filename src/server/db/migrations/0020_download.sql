-- Download centre (XT0125_01) and background jobs stored in the database, so work survives a
-- restart and spreads over several server processes. PostgreSQL 15 and PGlite.

-- One generated file per record. end_flag: 0 downloading, 1 done, 2 failed (spec S01).
create table download (
  seq bigserial primary key,
  user_id int not null references app_user (id) on delete cascade,
  kind text not null,
  file_name text not null,
  params jsonb not null default '{}'::jsonb,
  end_flag smallint not null default 0 check (end_flag in (0, 1, 2)),
  progress int not null default 0 check (progress between 0 and 100),
  error_message text,
  -- Relative to the server's files directory.
  file_path text,
  file_size bigint,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index download_user_created_idx on download (user_id, created_at desc);
create index download_created_idx on download (created_at);

-- A queue of background work. A worker claims a row with `for update skip locked` and holds it
-- by a lease (locked_until) that it renews while it works; a lease that runs out (the process
-- died) lets another worker take the job again, up to max_attempts.
create table job (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  attempts int not null default 0,
  max_attempts int not null default 3,
  run_after timestamptz not null default now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index job_pending_idx on job (run_after, id) where status in ('queued', 'running');
