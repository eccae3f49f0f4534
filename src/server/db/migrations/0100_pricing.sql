-- Routes and pricing (issue 5). Money and weights are numeric, never float.
-- Price versions are immutable once written: a quote can name the version it used, and the
-- server caches a version's zones. Every other pricing change bumps pricing_state.generation
-- in the same transaction, so every server process drops its cached configuration.

create table pricing_state (
  id int primary key default 1 check (id = 1),
  generation bigint not null default 1
);
insert into pricing_state (id, generation) values (1, 1);

-- ZJ0403_01 countries and zones
create table country (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name_zh text not null,
  name_en text not null,
  region text,
  enabled boolean not null default true,
  sort int not null default 0
);
create table geo_zone (
  id serial primary key,
  country text not null references country (code),
  code text not null,
  name_zh text not null,
  name_en text not null,
  postcodes jsonb not null default '[]',
  cities jsonb not null default '[]',
  unique (country, code)
);

-- ZJ1301 first-leg trunk
create table transport_mode (
  id serial primary key,
  code text not null unique,
  name_zh text not null,
  name_en text not null,
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  sort int not null default 0
);
create table delivery_mode (
  id serial primary key,
  code text not null unique,
  name_zh text not null,
  name_en text not null,
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  sort int not null default 0
);
create table trunk_tariff (
  id serial primary key,
  transport_mode_id int not null references transport_mode (id),
  delivery_mode_id int not null references delivery_mode (id),
  warehouse text not null,
  currency text not null default 'RMB',
  min_charge numeric(12, 2) not null check (min_charge >= 0),
  volumetric_divisor int not null check (volumetric_divisor > 0),
  breaks jsonb not null default '[]',
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  remark text
);

-- ZJ0103 routes
create table route (
  id serial primary key,
  code text not null unique,
  name_zh text not null,
  name_en text not null,
  route_type text not null default 'express' check (route_type in ('express', 'special', 'postal', 'economy', 'freight')),
  logistics_type text,
  channel_service_type text,
  channel_code text not null check (channel_code ~ '^INT[0-9]{4}$'),
  service_code text,
  transfer_method text not null default 'auto' check (transfer_method in ('auto', 'manual')),
  remote_area_type text,
  remote_per_kg numeric(12, 3),
  remote_minimum numeric(12, 2),
  insurance boolean not null default false,
  battery boolean not null default false,
  liquid boolean not null default false,
  weight_rule text not null default 'per_shipment' check (weight_rule in ('per_shipment', 'per_piece')),
  volumetric_divisor int not null default 5000 check (volumetric_divisor > 0),
  min_chargeable_weight numeric(10, 3) not null default 0 check (min_chargeable_weight >= 0),
  weight_step numeric(10, 3) not null default 0.5 check (weight_step > 0),
  currency text not null default 'RMB',
  transit_days_min int,
  transit_days_max int,
  transport_mode_id int references transport_mode (id),
  station_id int references station (id),
  price_channel_seq int not null default 1,
  operation text not null default 'operating' check (operation in ('operating', 'outage')),
  status text not null default 'not_enabled' check (status in ('enabled', 'not_enabled', 'stop')),
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index route_channel_idx on route (channel_code);

-- ZJ0103_03 a route's surcharge items (system names, after mapping)
create table route_surcharge (
  id serial primary key,
  route_id int not null references route (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  kind text not null check (kind in ('fixed', 'per_kg', 'per_piece', 'percentage')),
  value numeric(12, 4) not null check (value >= 0),
  minimum numeric(12, 2),
  fuel boolean not null default false,
  attributes jsonb not null default '[]',
  sort int not null default 0
);
create index route_surcharge_route_idx on route_surcharge (route_id);

-- ZJ0104_04 fuel rules per channel (routes use the rules of their channel code)
create table fuel_rule (
  id serial primary key,
  channel_code text not null,
  limited_time timestamptz not null,
  valid_time timestamptz not null,
  rate numeric(8, 5) not null check (rate >= 0 and rate < 1),
  remark text,
  created_at timestamptz not null default now(),
  check (limited_time <= valid_time)
);
create index fuel_rule_channel_idx on fuel_rule (channel_code, limited_time);

-- ZJ0104_03 surcharge mapping
create table surcharge_mapping (
  id serial primary key,
  channel text not null check (btrim(channel) <> ''),
  channel_name text not null check (btrim(channel_name) <> ''),
  system_name text not null check (btrim(system_name) <> ''),
  unique (channel, channel_name)
);

-- ZJ0104 prices: a price table (priceId / priceName) of a route, optionally a customer's own,
-- with immutable versions; the current version is the one quoted.
create table price_table (
  id serial primary key,
  route_id int not null references route (id) on delete cascade,
  customer_id int references customer (id) on delete cascade,
  price_code text not null unique,
  name text not null,
  currency text not null default 'RMB',
  status text not null default 'enabled' check (status in ('enabled', 'not_enabled', 'stop')),
  valid_from timestamptz,
  valid_to timestamptz,
  current_version_id int,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index price_table_route_idx on price_table (route_id);
create table price_version (
  id serial primary key,
  price_table_id int not null references price_table (id) on delete cascade,
  version int not null,
  source text not null default 'manual' check (source in ('manual', 'upload', 'seed')),
  created_by int references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (price_table_id, version)
);
alter table price_table add constraint price_table_current_fk foreign key (current_version_id) references price_version (id);
-- One row per zone of a version: its place (country, postcode ranges, cities), minimum charge,
-- and its weight breaks as a JSON array (see src/domain/pricing/types.ts WeightBreak).
create table price_zone (
  id serial primary key,
  version_id int not null references price_version (id) on delete cascade,
  code text not null,
  name text,
  country text not null,
  postcodes jsonb not null default '[]',
  cities jsonb not null default '[]',
  min_charge numeric(12, 2),
  breaks jsonb not null,
  unique (version_id, code)
);
create index price_zone_lookup_idx on price_zone (country, version_id);

-- ZJ0101_05 customer routes and discounts
create table customer_route (
  customer_id int not null references customer (id) on delete cascade,
  route_id int not null references route (id) on delete cascade,
  discount numeric(5, 4) check (discount > 0 and discount < 1),
  price_table_id int references price_table (id) on delete set null,
  customer_route_code text,
  created_at timestamptz not null default now(),
  primary key (customer_id, route_id)
);
create index customer_route_route_idx on customer_route (route_id);

-- ZJ0110_01 remote areas
create table remote_area (
  id serial primary key,
  remote_type text not null,
  country text not null,
  postcode_from text,
  postcode_to text,
  city text,
  per_kg numeric(12, 3),
  minimum numeric(12, 2),
  created_at timestamptz not null default now(),
  check (postcode_from is not null or city is not null)
);
create index remote_area_lookup_idx on remote_area (country, remote_type);

-- ZJ1201_01 cargo attributes; ZJ1111 attributes with values; ZJ1112 combinations; ZJ1113 surcharges
create table cargo_attribute (
  id serial primary key,
  code text not null unique check (code ~ '^[a-z][a-z0-9_]{0,29}$'),
  name_zh text not null,
  name_en text not null,
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  sort int not null default 0
);
create table attribute_def (
  id serial primary key,
  name_zh text not null,
  name_en text not null,
  "values" jsonb not null default '[]',
  sort int not null default 0
);
create table attribute_combination (
  id serial primary key,
  name text not null,
  attributes jsonb not null,
  action text not null default 'allow' check (action in ('allow', 'exclude')),
  -- allow: only these routes may carry the combination; exclude: these routes refuse it.
  routes jsonb not null default '[]',
  status text not null default 'enabled' check (status in ('enabled', 'disabled'))
);
create table attribute_surcharge (
  id serial primary key,
  name text not null check (btrim(name) <> ''),
  attributes jsonb not null,
  kind text not null check (kind in ('fixed', 'per_kg', 'per_piece', 'percentage')),
  value numeric(12, 4) not null check (value >= 0),
  minimum numeric(12, 2),
  fuel boolean not null default false,
  routes jsonb not null default '[]',
  status text not null default 'enabled' check (status in ('enabled', 'disabled'))
);

-- ZJ1101 special routes
create table special_route (
  id serial primary key,
  route_id int not null references route (id) on delete cascade,
  name text not null,
  state text not null default 'active' check (state in ('active', 'disabled', 'deleted')),
  countries jsonb not null default '[]',
  postcodes jsonb not null default '[]',
  attributes jsonb not null default '[]',
  start_time timestamptz,
  end_time timestamptz,
  exclude boolean not null default false,
  surcharge_name text,
  surcharge_kind text check (surcharge_kind in ('fixed', 'per_kg', 'per_piece', 'percentage')),
  surcharge_value numeric(12, 4),
  surcharge_minimum numeric(12, 2),
  fuel boolean not null default false,
  created_at timestamptz not null default now(),
  check (start_time is null or end_time is null or start_time <= end_time)
);
create index special_route_route_idx on special_route (route_id);

-- XX0401_01 collected prices (per user)
create table collected_price (
  id serial primary key,
  user_id int not null references app_user (id) on delete cascade,
  route_id int not null references route (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, route_id)
);

-- ZJ0105_01 quote uploads
create table quote_upload (
  id serial primary key,
  file_name text not null,
  price_table_id int not null references price_table (id) on delete cascade,
  version_id int references price_version (id) on delete set null,
  rows int not null,
  customer_id int references customer (id) on delete set null,
  uploaded_by int references app_user (id) on delete set null,
  status text not null default 'published' check (status in ('published', 'withdrawn')),
  valid_from timestamptz,
  valid_to timestamptz,
  created_at timestamptz not null default now()
);
