-- Menu and tab names are product words: the English names once carried SCREENS.md's catalogue
-- notes ("Work platform (home tab)", "My problem parcels (customer variant)"). The catalogue now
-- keeps those notes apart (src/domain/screens/catalog.ts `note`, never shown); a database seeded
-- before gets the product names here. A name an administrator has changed since is left alone.
update menu m
   set name_en = n.new_name
  from (values
  ('mn/0401/03.html', 'Announcement / news detail (public)', 'Announcement / news detail'),
  ('mn/0201/02.html', 'Change password (page)', 'Change password'),
  ('mn/0401/04.html', 'Announcement detail (in app)', 'Announcement detail'),
  ('mn/0401/11.html', 'Announcement centre (customer)', 'Announcement centre'),
  ('mn/0401/21.html', 'Internal notices (staff)', 'Internal notices'),
  ('mn/0501/01.html', 'Work platform (home tab)', 'Workbench'),
  ('wl/0107/11.html', 'Unloading scan (variant)', 'Unloading scan'),
  ('wl/0113/11.html', 'Master-order manifest binding (variant)', 'Master-order manifest binding'),
  ('wl/0119/01.html', 'Relabel / channel label print (scan)', 'Relabel / channel label print'),
  ('wl/0119/21.html', 'Batch relabel (variant)', 'Batch relabel'),
  ('xx/0402/01.html', 'Freight trial calculation (with remote-area check)', 'Freight trial'),
  ('xx/0701/01.html', 'View authorization (sales valet orders)', 'View authorization'),
  ('xx/0702/01.html', 'Proxy application (valet-order authorization request)', 'Valet-order request'),
  ('dd/0101/01.html', 'Place order (single)', 'Place order'),
  ('dd/0102/01.html', 'Bulk order (upload)', 'Bulk order'),
  ('dd/0208/01.html', 'Problem parcels (staff)', 'Problem parcels'),
  ('dd/0208/11.html', 'My problem parcels (customer variant)', 'My problem parcels'),
  ('dd/1201/01.html', 'Tax notices (EU duty / VAT)', 'Tax notices'),
  ('zf/0101/01.html', 'Payment (recharge, deposit, pay bills)', 'Payment and recharge'),
  ('zj/0401/01.html', 'Customs code (HS) library', 'Customs code library'),
  ('xt/0105/02.html', 'Role permissions (menu tree & members)', 'Role permissions and members'),
  ('hw/0905/01.html', 'Overseas warehouse portal (stock & jump to the OW system)', 'Overseas warehouse portal')
  ) as n(url, old_name, new_name)
 where m.kind = 'page' and m.url = n.url and m.name_en = n.old_name;

update menu
   set name_en = replace(name_en, ' (view)', '')
 where kind = 'folder' and folder_key in ('finance', 'orders') and name_en in ('Finance (view)', 'Orders (view)');
