-- A one-time ticket opens one thing: the push stream ('stream', mn/0000/pushmsg?ticket=) or the API
-- documentation ('docs', /docs?ticket=, when /docs needs a staff login). A ticket of one kind never
-- opens the other. Runs on PostgreSQL 15 and PGlite.
alter table stream_ticket add column if not exists purpose text not null default 'stream';
