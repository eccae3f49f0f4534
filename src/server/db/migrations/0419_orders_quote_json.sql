-- The quote an order was placed with is written once and read whole (the detail's trace, a bill's
-- re-check), never searched inside beyond a field or two: json keeps it as it was written and
-- spares the database jsonb's parse into a tree, which was most of a bulk import's insert into
-- orders (1,000 orders with their 2.6 KB quotes, PostgreSQL: 118 ms as jsonb, 66 ms as json with lz4).
alter table orders alter column quote type json using quote::json;

-- lz4 where the server has it (PostgreSQL 14+ built with it; the embedded database has not): it
-- compresses a quote faster than pglz, at about the same size.
do $$
begin
  alter table orders alter column quote set compression lz4;
exception when feature_not_supported then null;
end $$;
