-- Sales (XS) holds the sender and recipient books (SCREENS.md XX0202_01/02: C, XS, KF, DL): a valet
-- order picks the customer's sender and recipient. A new database gets the grant from the menu seed
-- (catalog.ts puts them in the sales tree's Information folder); one seeded before gets it here,
-- once: the shared Information folder and its two pages. Nothing happens on a database the seed has
-- not run on yet, nor where an administrator removed that folder.
insert into role_menu (role_id, menu_id)
select r.id, m.id
  from role r
  join menu f on f.kind = 'folder' and f.folder_key = 'information' and f.parent_id is null
  join menu m on m.id = f.id or (m.parent_id = f.id and m.kind = 'page' and m.url in ('xx/0202/01.html', 'xx/0202/02.html'))
 where r.code = 'sales'
on conflict do nothing;
