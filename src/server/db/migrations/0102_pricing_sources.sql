-- Issue 5 follow-up: what a price version was priced with, and one source of a customer's price.

-- A customer route is priced either by a discount on the route's table or by the customer's own
-- table, never both (ZJ0101_05). Rows saved with both were quoted from the own table with the
-- discount on top; the own table is what the customer agreed, so the discount goes.
update customer_route set discount = null where price_table_id is not null and discount is not null;
alter table customer_route add constraint customer_route_discount_or_own_price
  check (discount is null or price_table_id is null);

-- The validity a version was published with (an upload may set the table's valid_from/valid_to):
-- withdrawing an upload puts back the version before it together with its validity. Versions
-- written before this column existed take the table's present validity, the best known value.
alter table price_version add column valid_from timestamptz;
alter table price_version add column valid_to timestamptz;
update price_version v set valid_from = pt.valid_from, valid_to = pt.valid_to
  from price_table pt where pt.id = v.price_table_id;

-- A price zone may name a country zone of ZJ0403_01 (geo_zone, by its code within the zone's
-- country) instead of typed postcodes and cities: the place is copied into the version when it
-- is written (versions are immutable), and the code stays so the quote trace can name it.
alter table price_zone add column geo_zone text;
