-- Which label a route's parcels carry (issue 15, DD0204_01): our own shipping label ('own', drawn
-- from the label template of the chosen size), or the channel's own label as the carrier gave it
-- at transfer time ('channel', table order_label), which is then printed instead.
alter table route add column label_source text not null default 'own' check (label_source in ('own', 'channel'));
