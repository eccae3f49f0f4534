-- Surcharge and price-table names in a second language. They were data in one language (as
-- entered, Chinese); the business gives an English name beside it, as routes have, and a reader
-- sees the name in their language, falling back to the other (src/domain/pricing/names.ts).
-- Optional: rows made before keep their one name, which every reader sees until one is given.
alter table route_surcharge add column name_en text;
alter table attribute_surcharge add column name_en text;
alter table special_route add column surcharge_name_en text;
alter table surcharge_mapping add column system_name_en text;
alter table price_table add column name_en text;
