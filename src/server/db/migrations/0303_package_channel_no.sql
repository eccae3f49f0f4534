-- DD0209_01 refuses a sub-order number another order's parcel holds: found by this index, not by
-- reading every parcel (order_package grows with the orders).
create index order_package_channel_no_idx on order_package (channel_no) where channel_no is not null;
