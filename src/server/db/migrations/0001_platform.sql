-- Platform: stations, currencies, customers, users, roles, sessions, menus and authorities.
-- Money is numeric, never float. Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).

create table station (
  id serial primary key,
  code text not null unique,
  name_zh text not null,
  name_en text not null,
  city_zh text,
  city_en text,
  kind text not null default 'CN' check (kind in ('CN', 'OVERSEAS')),
  status text not null default 'operating' check (status in ('operating', 'outage')),
  public boolean not null default true,
  address text,
  phone text,
  email text,
  contact_name text,
  sort int not null default 0
);

create table currency (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  symbol text not null,
  scale int not null default 2,
  sort int not null default 0
);

create table customer_group (
  id serial primary key,
  name text not null unique,
  discount numeric(6, 4),
  remark text
);

create table customer (
  id serial primary key,
  code text not null unique,
  name text not null,
  user_type text not null check (user_type in ('individual', 'enterprise')),
  company_name text,
  credit_code text,
  contact_name text,
  phone text,
  email text,
  address text,
  -- OS01 information incomplete, OS02 awaiting review, OS03 review failed, OS04 approved
  order_status text not null default 'OS01',
  frozen boolean not null default false,
  credit_limit numeric(14, 2) not null default 0,
  overdraft_limit numeric(14, 2) not null default 0,
  settlement_cycle text,
  bill_cycle text,
  group_id int references customer_group (id),
  station_id int references station (id),
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table customer_account (
  customer_id int not null references customer (id) on delete cascade,
  currency text not null references currency (code),
  balance numeric(14, 2) not null default 0,
  frozen boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (customer_id, currency)
);

create table app_user (
  id serial primary key,
  loginid text not null unique,
  password_hash text not null,
  user_name text not null,
  user_type text not null check (user_type in ('staff', 'customer')),
  customer_id int references customer (id),
  station_id int references station (id),
  -- A staff member's leader: customers of subordinates are "indirectly associated" (spec 6).
  leader_id int references app_user (id),
  view_all boolean not null default false,
  locked boolean not null default false,
  enabled boolean not null default true,
  must_change_password boolean not null default false,
  email text,
  mobile text,
  banker_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now(),
  check ((user_type = 'customer') = (customer_id is not null))
);
create index app_user_customer_idx on app_user (customer_id);
create index app_user_leader_idx on app_user (leader_id);

-- Staff bound to a customer: xs sales, kf customer service, cw finance.
create table customer_staff (
  customer_id int not null references customer (id) on delete cascade,
  user_id int not null references app_user (id) on delete cascade,
  relation text not null check (relation in ('xs', 'kf', 'cw')),
  primary key (customer_id, user_id, relation)
);
create index customer_staff_user_idx on customer_staff (user_id);

create table role (
  id serial primary key,
  code text not null unique,
  name_zh text not null,
  name_en text not null,
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  builtin boolean not null default false,
  sort int not null default 0
);

create table user_role (
  user_id int not null references app_user (id) on delete cascade,
  role_id int not null references role (id) on delete cascade,
  primary key (user_id, role_id)
);

create table session (
  token_hash text primary key,
  user_id int not null references app_user (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index session_user_idx on session (user_id);

-- Failed logins per account and per address, shared by every server process.
create table login_throttle (
  key text primary key,
  failures int not null default 0,
  window_started_at timestamptz not null default now(),
  blocked_until timestamptz
);

-- The menu tree: folders and pages. A page (screen) may sit under several folders, so each
-- role's default tree (SCREENS.md section 11) keeps its own grouping.
create table menu (
  id serial primary key,
  parent_id int references menu (id) on delete cascade,
  kind text not null check (kind in ('folder', 'page')),
  screen_code text,
  url text,
  name_zh text not null,
  name_en text not null,
  icon text,
  sort int not null default 0,
  hidden boolean not null default false,
  check ((kind = 'page') = (url is not null))
);
create index menu_parent_idx on menu (parent_id);
create index menu_url_idx on menu (url);

create table role_menu (
  role_id int not null references role (id) on delete cascade,
  menu_id int not null references menu (id) on delete cascade,
  primary key (role_id, menu_id)
);

-- Function points (buttons, links, API groups) by authority URL (XT0103_02).
create table authority (
  url text primary key,
  screen_code text,
  name_zh text not null,
  name_en text not null
);

create table role_authority (
  role_id int not null references role (id) on delete cascade,
  url text not null references authority (url) on delete cascade,
  primary key (role_id, url)
);

create table site_setting (
  key text primary key,
  value jsonb not null
);
