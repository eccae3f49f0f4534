-- One-time tickets for the push stream (mn/0000/pushmsg): EventSource cannot send headers, and a
-- session token in the query string ends up in access logs. A ticket is good for one connection
-- within 60 s and belongs to the session that asked for it (logging out ends it).
-- Runs on PostgreSQL 15 and PGlite.
create table if not exists stream_ticket (
  ticket_hash text primary key,
  session_hash text not null references session (token_hash) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists stream_ticket_expires_idx on stream_ticket (expires_at);
