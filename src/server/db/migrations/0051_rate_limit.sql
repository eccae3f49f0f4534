-- Fixed-window request counters for public endpoints that must not be driven in bulk
-- (the phone check of /register and /login2). Shared by every server process.
create table rate_limit (
  key text primary key,
  hits int not null default 0,
  window_started_at timestamptz not null default now()
);
create index rate_limit_window_idx on rate_limit (window_started_at);
