-- MN0201_01 my profile: the account's own contact name and avatar (a JPG under FILES_DIR).
alter table app_user add column if not exists contact_name text check (char_length(contact_name) <= 30);
alter table app_user add column if not exists avatar_path text;
