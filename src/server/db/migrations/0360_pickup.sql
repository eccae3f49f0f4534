-- DD0104_01 pickup bookings (N24): where and when a driver collects a customer's goods, and where
-- they go; operations dispatch them (WL0201_01/02). States: src/domain/orders/pickupStates.ts.
create table pickup_request (
  id bigserial primary key,
  customer_id int not null references customer (id),
  state text not null default 'booked' check (state in ('booked', 'dispatched', 'picked_up', 'cancelled')),
  sender_name text not null check (char_length(sender_name) between 1 and 50),
  sender_phone text not null check (char_length(sender_phone) between 1 and 30),
  sender_province text check (char_length(sender_province) <= 50),
  sender_city text not null check (char_length(sender_city) between 1 and 50),
  sender_address text not null check (char_length(sender_address) between 1 and 200),
  recipient_name text check (char_length(recipient_name) <= 50),
  recipient_phone text check (char_length(recipient_phone) <= 30),
  recipient_province text check (char_length(recipient_province) <= 50),
  recipient_city text check (char_length(recipient_city) <= 50),
  recipient_address text check (char_length(recipient_address) <= 200),
  gross_weight numeric(12, 3) not null check (gross_weight > 0),
  parcel_count int not null check (parcel_count between 1 and 9999),
  pickup_date date not null,
  time_slot text not null check (time_slot in ('morning', 'afternoon', 'evening')),
  remark text check (char_length(remark) <= 500),
  created_by int references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
create index pickup_request_customer_idx on pickup_request (customer_id, id desc);
