-- DD0210_01 cancellation and intercept requests (S06a approval): a customer, or staff for a customer
-- of their scope, asks for an order to be cancelled (not handed to a carrier yet) or intercepted
-- (transferred: the carrier's shipment is to be stopped); customer service or the manager agrees or
-- rejects. On agree the order's payment flow becomes cancelled and a transfer is deleted (the
-- carrier's shipment cancelled), through the order machines, with the order's log.
create table cancel_request (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  -- The order's customer, kept here so a page of requests is cut by scope and filter on its own table.
  customer_id int not null references customer (id),
  kind text not null check (kind in ('cancel', 'intercept')),
  reason text not null check (char_length(reason) between 1 and 200),
  state text not null default 'pending' check (state in ('pending', 'agree', 'reject')),
  applied_by int references app_user (id) on delete set null,
  applied_by_name text,
  applied_at timestamptz not null default now(),
  decided_by int references app_user (id) on delete set null,
  decided_by_name text,
  decided_at timestamptz,
  decision_remark text check (char_length(decision_remark) <= 200),
  -- An agreement in flight while the carrier is asked to cancel the shipment (outside any
  -- transaction): the approver's token and since when. Another approver (agree or reject) finds it
  -- and waits; a claim older than a minute is a request that died and may be taken over.
  decision_claim text,
  decision_claimed_at timestamptz,
  -- The carrier's shipment this request had cancelled already: a retry after a failed write does
  -- not ask the carrier again (it would answer "already cancelled").
  shipment_cancelled text check (char_length(shipment_cancelled) <= 100),
  check ((state = 'pending') = (decided_at is null))
);
-- At most one pending request per order (dd/0210/apply answers cancelRequest.pendingExists).
create unique index cancel_request_pending_idx on cancel_request (order_id) where state = 'pending';
-- Newest first, for everybody or one customer.
create index cancel_request_applied_idx on cancel_request (applied_at desc, id desc);
create index cancel_request_customer_idx on cancel_request (customer_id, applied_at desc, id desc);
