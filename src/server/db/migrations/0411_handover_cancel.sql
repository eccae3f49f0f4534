-- A draft handover order may be cancelled (WL0108_01, issue 14): its manifests and pallets are free
-- again for another handover. The cancelled order keeps who cancelled it, when, and the numbers of
-- the manifests and pallets it named (they no longer point at it). States: src/domain/station/handover.ts.
alter table handover_order drop constraint handover_order_state_check;
alter table handover_order add constraint handover_order_state_check check (state in ('draft', 'handed_over', 'cancelled'));
alter table handover_order
  add column cancelled_at timestamptz,
  add column cancelled_by_name text,
  add column cancelled_bag_nos text;
