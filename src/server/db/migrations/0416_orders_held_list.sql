-- DD0205_01's "held" filter and a station's held parcels in the order list (orderHolds.ts): the
-- few orders not released, newest first, without walking every order's (ordered_at, id).
create index orders_held_ordered_idx on orders (ordered_at desc, id desc) where hold_state <> 'release';
