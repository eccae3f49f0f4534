-- Address books (XX0202_01..03, spec N12): a customer's senders, recipients, importers and
-- exporters, one table told apart by role. An order copies an entry into order_address
-- (0300_orders.sql), so every column holds exactly what order_address holds (same limits); the
-- screens' own rules (V06: a contact name 3 to 30 wide, an email of at most 50, a valid one) live
-- in the screens' form, which the client and the save route both run.

create table address_book (
  id serial primary key,
  -- The owner: a customer account sees its own entries, staff those of the customers in their scope.
  customer_id int not null references customer (id),
  role text not null check (role in ('sender', 'recipient', 'importer', 'exporter')),
  name text not null check (char_length(name) between 1 and 50),
  company text check (char_length(company) <= 100),
  country text not null references country (code),
  province text check (char_length(province) <= 50),
  city text check (char_length(city) <= 50),
  postcode text check (char_length(postcode) <= 20),
  address1 text check (char_length(address1) <= 200),
  address2 text check (char_length(address2) <= 200),
  address3 text check (char_length(address3) <= 200),
  phone text check (char_length(phone) <= 30),
  tax_id text check (char_length(tax_id) <= 50),
  email text check (char_length(email) <= 50),
  -- EU customs numbers of an importer or exporter; the order keeps them as orders.eori / orders.ioss.
  eori text check (char_length(eori) <= 30),
  ioss text check (char_length(ioss) <= 30),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  check (role in ('importer', 'exporter') or (eori is null and ioss is null))
);
-- One default per customer and role: setting one clears the others in the same transaction
-- (modules/xx/addressBook.routes.ts); this index is the guarantee.
create unique index address_book_default_idx on address_book (customer_id, role) where is_default;
-- A customer's book of one role, the list's order.
create index address_book_customer_role_idx on address_book (customer_id, role, name);
