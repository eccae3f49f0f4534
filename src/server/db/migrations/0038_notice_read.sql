-- Which announcements each user has read (the login dialog shows only unread ones; MN0401_11 lists
-- unread first). A row per user and notice, gone with either.
create table notice_read (
  user_id int not null references app_user (id) on delete cascade,
  notice_id int not null references notice (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, notice_id)
);
create index notice_read_notice_idx on notice_read (notice_id);
