-- WL0201_01/02 pickup tasks (issue 14): a customer's pickup booking (DD0104_01, 0360) is a task of
-- the station serving the sender's city, dispatched to a courier, picked up at the weight and parcels
-- the courier counted, or cancelled with a reason. States stay pickupFlow's (src/domain/orders/pickupStates.ts).
alter table pickup_request add column station_id int references station (id);
alter table pickup_request add column courier_name text check (char_length(courier_name) between 1 and 30);
alter table pickup_request add column courier_phone text check (char_length(courier_phone) between 1 and 30);
alter table pickup_request add column pickup_time timestamptz;
alter table pickup_request add column dispatched_at timestamptz;
alter table pickup_request add column dispatched_by_name text;
alter table pickup_request add column picked_up_weight numeric(12, 3) check (picked_up_weight > 0);
alter table pickup_request add column picked_up_parcels int check (picked_up_parcels between 1 and 9999);
alter table pickup_request add column picked_up_at timestamptz;
alter table pickup_request add column picked_up_by_name text;
alter table pickup_request add column cancel_reason text check (char_length(cancel_reason) <= 200);
alter table pickup_request add column cancelled_by_name text;

-- The station of a booking: the one in the sender's city, else the customer's own station. Set in
-- the database so every way a booking is written (DD0104_01, the demo seed, a later import) agrees;
-- it follows the sender's city only while the booking is booked (once dispatched the task stays put).
create function pickup_request_station() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or (new.state = 'booked' and new.sender_city is distinct from old.sender_city) then
    new.station_id := coalesce(
      (select s.id from station s where new.sender_city in (s.city_zh, s.city_en) order by s.sort, s.id limit 1),
      (select c.station_id from customer c where c.id = new.customer_id));
  end if;
  return new;
end $$;
create trigger pickup_request_station before insert or update of sender_city on pickup_request
  for each row execute function pickup_request_station();
update pickup_request p set station_id = coalesce(
  (select s.id from station s where p.sender_city in (s.city_zh, s.city_en) order by s.sort, s.id limit 1),
  (select c.station_id from customer c where c.id = p.customer_id));
-- WL0201_01 lists one station's tasks by pickup day.
create index pickup_request_station_idx on pickup_request (station_id, pickup_date desc, id desc);
