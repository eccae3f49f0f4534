-- A price table is in its route's currency (quotes add freight to fuel, surcharges and remote
-- fees, all charged in the route's currency). Tables saved with another currency before that
-- rule were quoted in the route's currency anyway: record what was really applied.
update price_table pt set currency = r.currency
  from route r
 where r.id = pt.route_id and pt.currency <> r.currency;
