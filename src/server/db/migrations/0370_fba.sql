-- DD0103_01 FBA orders (F08): the Amazon fulfilment centres an FBA shipment is delivered to (the
-- order's recipient is filled from one), and which one an order goes to. Its cartons are its
-- parcels, each with its box number (V09n); a SKU line says which carton it is packed in
-- (order_item.package_seq).
create table fba_warehouse (
  code text primary key check (code ~ '^[A-Z0-9]{3,6}$'),
  country text not null references country (code),
  -- Amazon's company in that country: the recipient's company on the box labels.
  company text not null check (char_length(company) between 1 and 100),
  province text check (char_length(province) <= 50),
  city text not null check (char_length(city) between 1 and 50),
  postcode text not null check (char_length(postcode) between 1 and 20),
  address1 text not null check (char_length(address1) between 1 and 200),
  phone text check (char_length(phone) <= 30),
  -- A centre Amazon no longer receives at stays for the orders that went there, hidden from the picker.
  active boolean not null default true
);

alter table orders add column fba_warehouse text references fba_warehouse (code);
-- An order's FBA shipment id finds it (the packing list, the station's scan of a box label).
create index orders_fba_shipment_idx on orders (fba_shipment_id) where fba_shipment_id is not null;
