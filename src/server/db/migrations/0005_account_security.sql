-- Accounts and sessions (issue 11): the last activity of a session, and a log of failed logins.

-- When a session was last used, for the idle timeout. Its own table on purpose: no trigger bumps
-- auth_state.generation for it (migration 0004), so recording activity leaves every process's
-- session cache alone. Written at most once a minute per session (platform/auth/sessionCache.ts).
create table session_activity (
  token_hash text primary key references session (token_hash) on delete cascade,
  seen_at timestamptz not null
);

-- One row per failed login (or wrong current password) of an existing account: an account is
-- locked outright only after many failures from many addresses (platform/auth/throttle.ts).
-- Rows older than a day are deleted as failures come in.
create table login_failure (
  account text not null,
  address text not null,
  failed_at timestamptz not null default now()
);
create index login_failure_account_idx on login_failure (account, failed_at);
create index login_failure_time_idx on login_failure (failed_at);

-- Each session's idle timeout (minutes), fixed at login from SESSION_IDLE_MINUTES, so a lookup
-- needs no configuration; null (sessions opened before this migration) has none.
alter table session add column idle_minutes int;
