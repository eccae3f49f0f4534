-- Phone self-registration and SMS login (/register, /login2), and one-time tickets for the
-- jump to another system (HW0905_01). Runs on PostgreSQL 15 and PGlite.

-- Server secrets (HMAC keys), generated on first use, shared by every server process.
create table server_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- One row per SMS verification code sent. Only an HMAC of the code is kept.
create table phone_code (
  id bigserial primary key,
  phone text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Wrong answers so far; the code is dead at 5.
  attempts int not null default 0,
  used_at timestamptz,
  ip text
);
create index phone_code_phone_idx on phone_code (phone, created_at desc);
create index phone_code_ip_idx on phone_code (ip, created_at desc);

-- One-time tickets for the redirect to another system: only the ticket's sha256 is kept.
create table sso_ticket (
  ticket_hash text primary key,
  user_id int not null references app_user (id) on delete cascade,
  system text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  redeemed_at timestamptz,
  redeemed_ip text
);
create index sso_ticket_expires_idx on sso_ticket (expires_at);
