-- Screen-engine admin screens (XT0105 roles, ZJ0101 customers): role remarks and the outcome
-- of the last customer audit (ZJ0101_03). Runs on PostgreSQL 15 and PGlite.

alter table role add column if not exists remark text;

alter table customer add column if not exists audit_remark text;
alter table customer add column if not exists audited_at timestamptz;
alter table customer add column if not exists audited_by int references app_user (id) on delete set null;

create index if not exists customer_order_status_idx on customer (order_status);

-- MN0401_02 "Save draft": a notice may be a draft before it is published (in use).
alter table notice drop constraint if exists notice_status_check;
alter table notice add constraint notice_status_check check (status in ('draft', 'in_use', 'deactivated'));
