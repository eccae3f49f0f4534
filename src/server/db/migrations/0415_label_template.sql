-- Label templates (ZJ0504, issue 15): a shipping label's layout of one label size (which fields go
-- where, src/domain/labels/layout.ts) and the routes that print with it. A route has at most one
-- template per size; an order of a route without one prints the size's default layout.
create table label_template (
  id serial primary key,
  name text not null check (char_length(name) between 1 and 50),
  label_size text not null check (label_size in ('100x150', '100x100')),
  -- The layout's elements as drawn (checked by shippingLayoutProblems before they are stored).
  elements jsonb not null check (jsonb_typeof(elements) = 'array'),
  remark text check (char_length(remark) <= 200),
  updated_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index label_template_name on label_template (lower(name));

create table route_label_template (
  route_id int not null references route (id) on delete cascade,
  -- The template's size, kept here so that one route has one template per size.
  label_size text not null,
  template_id int not null references label_template (id) on delete cascade,
  primary key (route_id, label_size)
);
create index route_label_template_template on route_label_template (template_id);
