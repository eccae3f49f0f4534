-- Sender companies (ZJ0701_01, spec N12 "sender"): the forwarder's own companies a shipment may be
-- sent in the name of, kept by customer service and the administrator. The columns and limits of
-- an address book entry (0310) and of order_address, so an order or a label takes one as it is;
-- V06 (a contact name 3 to 30 wide, an email of at most 50, a valid one) lives in the screen's form.
create table sender_company (
  id serial primary key,
  company text not null check (char_length(company) between 1 and 100),
  name text not null check (char_length(name) between 1 and 50),
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
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One default sender company: setting one clears the other in the same transaction
-- (modules/zj/senderCompany.routes.ts); this index is the guarantee.
create unique index sender_company_default_idx on sender_company (is_default) where is_default;
