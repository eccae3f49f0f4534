-- S11: a customer's authorization for a sales member to place orders on its behalf (a valet
-- order, DD0101_01). Asked by the sales member (XX0702_01), decided by the customer (XX0701_01);
-- agreed, it holds for a day, a month or until revoked (valid_until null).
create table valet_authorization (
  id serial primary key,
  customer_id int not null references customer (id) on delete cascade,
  sales_user_id int not null references app_user (id) on delete cascade,
  scope text not null check (scope in ('day', 'month', 'permanent')),
  state text not null default 'pending' check (state in ('pending', 'agree', 'reject', 'revoked')),
  valid_until timestamptz,
  remark text check (char_length(remark) <= 200),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by int references app_user (id) on delete set null
);
-- The order's check: an agreed authorization of this sales member for this customer.
create index valet_authorization_agreed_idx on valet_authorization (customer_id, sales_user_id) where state = 'agree';
