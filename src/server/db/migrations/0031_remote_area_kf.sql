-- Customer service maintains remote areas (SCREENS.md ZJ0110_01: AD, KF; import, check).
-- A new database gets the grant from pricing-authorities.seed.ts (a function point's default
-- roles are granted only when the point is first seeded); one seeded before KF held it gets it
-- here, once. Nothing happens on a database the seed has not run on yet.
insert into role_authority (role_id, url)
select r.id, a.url
  from role r
  join authority a on a.url = 'zj/0110/edit'
 where r.code = 'kf'
on conflict do nothing;
