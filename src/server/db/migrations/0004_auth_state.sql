-- Who a session is and which URLs it may open are cached per server process
-- (platform/auth/sessionCache.ts). The cache holds only while auth_state.generation stays the
-- same: every committed change to a table a SessionUser or a granted URL is made of bumps it in
-- the changing transaction itself, so every process sharing the database sees the change, and
-- sees it no later than the change's own rows. Written by triggers, so a write made in plain SQL
-- (psql, a script, another program) counts as much as one made by our code.

create table auth_state (
  id int primary key default 1 check (id = 1),
  generation bigint not null default 0
);
insert into auth_state (id, generation) values (1, 0);

create function auth_state_bump() returns trigger language plpgsql as $$
begin
  update auth_state set generation = generation + 1 where id = 1;
  return null;
end $$;

-- Statement-level, so a change of a thousand rows bumps once; a statement that touched no row
-- (the login's housekeeping delete of long-dead sessions, usually) bumps nothing.
create function auth_state_bump_if_changed() returns trigger language plpgsql as $$
begin
  if exists (select 1 from changed) then
    update auth_state set generation = generation + 1 where id = 1;
  end if;
  return null;
end $$;

-- A trigger with a transition table may name one event only, hence one trigger per event.
-- A new session's insert changes no cached session, so session has no insert trigger.
do $$
declare
  spec text[];
  tbl text;
  ev text;
begin
  foreach spec slice 1 in array array[
    ['app_user', 'insert'], ['app_user', 'update'], ['app_user', 'delete'],
    ['role', 'insert'], ['role', 'update'], ['role', 'delete'],
    ['user_role', 'insert'], ['user_role', 'update'], ['user_role', 'delete'],
    ['menu', 'insert'], ['menu', 'update'], ['menu', 'delete'],
    ['role_menu', 'insert'], ['role_menu', 'update'], ['role_menu', 'delete'],
    ['role_authority', 'insert'], ['role_authority', 'update'], ['role_authority', 'delete'],
    ['session', 'update'], ['session', 'delete']
  ] loop
    tbl := spec[1];
    ev := spec[2];
    execute format(
      'create trigger %I after %s on %I referencing %s table as changed for each statement execute function auth_state_bump_if_changed()',
      tbl || '_auth_state_' || ev, ev, tbl, case ev when 'insert' then 'new' else 'old' end);
  end loop;
  foreach tbl in array array['app_user', 'role', 'user_role', 'menu', 'role_menu', 'role_authority', 'session'] loop
    execute format('create trigger %I after truncate on %I for each statement execute function auth_state_bump()',
      tbl || '_auth_state_truncate', tbl);
  end loop;
end $$;
