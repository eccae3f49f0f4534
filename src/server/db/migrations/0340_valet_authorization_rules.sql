-- S11 (XX0701_01, XX0702_01, ZJ0101_06): a customer and a sales member have at most one agreement
-- (granted, renewed, or an agreed request; agreeing another one revokes it first) and at most one
-- request waiting for the customer's decision.
drop index valet_authorization_agreed_idx;
create unique index valet_authorization_agreed_uq on valet_authorization (customer_id, sales_user_id) where state = 'agree';
create unique index valet_authorization_pending_uq on valet_authorization (customer_id, sales_user_id) where state = 'pending';
-- A sales member's own requests (XX0702_01), newest first.
create index valet_authorization_sales_idx on valet_authorization (sales_user_id, created_at desc);
