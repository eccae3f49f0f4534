-- A loading manifest's destination station (issue 14, WL0107_01/02/11): chosen when the manifest is
-- opened, never the station it is loaded at; only that station sees it on the road and unloads it.
-- Manifests opened before have none (null): on the road, every station still sees and unloads them.
alter table loading_manifest add column to_station_id int references station (id);
alter table loading_manifest add constraint loading_manifest_not_to_itself check (to_station_id <> station_id);
-- WL0107_02's scope: the manifests on the road to the caller's station (or to none).
create index loading_manifest_on_the_road_idx on loading_manifest (to_station_id) where state = 'departed';
