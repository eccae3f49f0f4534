-- Printing (issue 15, "Printing"): each user's print settings (DD0204_11) and every print of an
-- order's document (who, when, which document, format, copies; the nth print of that document,
-- so a reprint is counted). The order's log gets a line per print too (action 'print').
create table print_setting (
  user_id int primary key references app_user (id) on delete cascade,
  -- The printer the print agent sends to; empty: the agent's default printer.
  printer text check (char_length(printer) <= 100),
  label_size text not null default '100x150' check (label_size in ('100x150', '100x100')),
  format text not null default 'pdf' check (format in ('pdf', 'zpl')),
  copies int not null default 1 check (copies between 1 and 25),
  mode text not null default 'web' check (mode in ('plugin', 'web')),
  -- Where the page finds the print agent on the user's own machine (a loopback address).
  agent_url text not null default 'http://127.0.0.1:18092' check (char_length(agent_url) <= 200),
  updated_at timestamptz not null default now()
);

create table print_record (
  id bigserial primary key,
  order_id bigint not null references orders (id) on delete cascade,
  -- printDocument dictionary: channelLabel, label, invoice, packingList.
  document text not null check (char_length(document) between 1 and 30),
  format text not null check (format in ('pdf', 'zpl')),
  copies int not null check (copies between 1 and 25),
  -- 1 for the first print of this document of this order; more is a reprint.
  print_no int not null check (print_no >= 1),
  user_id int references app_user (id) on delete set null,
  user_name text not null,
  printed_at timestamptz not null default now(),
  unique (order_id, document, print_no)
);
