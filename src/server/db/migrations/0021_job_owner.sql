-- Jobs are shared fairly between the users they work for (platform/jobs/queue.ts claimJob): the
-- next job is the oldest one of the owner whose last job started longest ago, so one user's pile
-- of slow exports cannot hold another user's export back; and a user has only a few exports
-- queued at once (EXPORTS_PER_USER). owner_id null: the system's own work, one owner of its own.
alter table job add column owner_id int;
alter table job add column started_at timestamptz;
create index job_owner_started_idx on job ((coalesce(owner_id, 0)), started_at);
create index job_owner_pending_idx on job (owner_id, kind) where status in ('queued', 'running');

-- Exports already queued belong to the user of their download record.
update job j set owner_id = d.user_id
  from download d
 where j.kind = 'download.export' and d.seq = (j.payload ->> 'seq')::bigint;
