-- ZJ0201_01 suppliers and ZJ0202_01 supplier products as their screens keep them (SCREENS.md: id,
-- name, type, system, API account, codes, domain, login, key; S07c operating / outage).
--
-- The API key is a secret: `api_key` holds it sealed (AES-256-GCM, "enc:v1:..." written by
-- platform/secrets) and never travels to a browser; `api_key_tail` keeps its last four characters
-- (a key of at least 8) so a list can show it masked (••••1234). Keys stored in clear before this
-- migration are sealed on the next start (modules/zj/suppliers.seed.ts, a reference step: the
-- database does not hold the key that seals them), hence the wider limit here.
alter table supplier drop constraint supplier_api_key_check;
alter table supplier add constraint supplier_api_key_check check (char_length(api_key) <= 2000);
alter table supplier
  add column api_key_tail text check (char_length(api_key_tail) <= 4),
  add column supplier_type text not null default 'express' check (supplier_type in ('express', 'postal', 'dedicated_line', 'forwarder')),
  -- The login of the supplier's own web portal (where staff look up what the API does not show).
  add column login_name text check (char_length(login_name) <= 100);

-- S07c: operating / outage (was enabled / not enabled). A supplier or product in outage takes no
-- new transfer (modules/dd/transfer.ts).
alter table supplier drop constraint supplier_status_check;
alter table supplier alter column status drop default;
update supplier set status = case when status = 'enabled' then 'operating' else 'outage' end;
alter table supplier alter column status set default 'operating';
alter table supplier add constraint supplier_status_check check (status in ('operating', 'outage'));

alter table supplier_product drop constraint supplier_product_status_check;
alter table supplier_product alter column status drop default;
update supplier_product set status = case when status = 'enabled' then 'operating' else 'outage' end;
alter table supplier_product alter column status set default 'operating';
alter table supplier_product add constraint supplier_product_status_check check (status in ('operating', 'outage'));
alter table supplier_product add column updated_at timestamptz not null default now();

-- A delete asks whether a route or an order uses a product (ZJ0202_01 by supplier: the unique key).
create index route_supplier_product_idx on route (supplier_product_id) where supplier_product_id is not null;
create index orders_supplier_product_idx on orders (supplier_product_id) where supplier_product_id is not null;
