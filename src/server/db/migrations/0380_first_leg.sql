-- DD1401_01 first-leg orders (K16a, K16b): cartons sent by a trunk tariff (ZJ1301_03: transport
-- mode, delivery mode, the warehouse they leave from) to one of the forwarder's overseas
-- warehouses. The order keeps the tariff it was priced with; its quote, as a route's, is in `quote`.
alter table orders add column trunk_tariff_id int references trunk_tariff (id);
alter table orders add column overseas_warehouse text check (overseas_warehouse in ('US', 'JP', 'GB', 'IT'));
