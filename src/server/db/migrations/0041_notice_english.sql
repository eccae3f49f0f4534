-- Announcements in a second language. A notice had one title, summary and content, so readers
-- using English saw the Chinese text (and the demo notice mixed both languages in each field).
-- As with names (0103), the Chinese text stays the main one and the English one is optional: a
-- reader sees their language, falling back to the other (src/domain/language/localText.ts).
-- The same limits as the Chinese columns (0002).
alter table notice add column title_en text check (char_length(title_en) <= 50);
alter table notice add column summary_en text check (char_length(summary_en) < 1000);
alter table notice add column content_en text check (char_length(content_en) < 8000);

-- The demo notice of a database seeded before, split into its two languages, only while it is
-- still the demo's text word for word: a notice anybody wrote or edited is left as it is.
update notice
   set title = '欢迎使用跨境物流管理平台',
       summary = '平台已上线：在线下单、轨迹查询、账单与充值。',
       content = '<p>尊敬的用户：跨境物流管理平台已正式上线，支持在线下单、批量下单、轨迹查询、账单查询与在线充值。如有问题请联系您的专属客服。</p>',
       title_en = 'Welcome to the cross-border logistics platform',
       summary_en = 'The platform is live: ordering, tracking, bills and top-ups.',
       content_en = '<p>Dear user: the cross-border logistics platform is now live, with online and bulk ordering, tracking, bills and online top-up. '
         || 'Please contact your customer service representative with any question.</p>'
 where title = '欢迎使用跨境物流管理平台 Welcome'
   and summary = '平台已上线：在线下单、轨迹查询、账单与充值。The platform is live: ordering, tracking, bills and top-ups.'
   and content = '<p>尊敬的用户：跨境物流管理平台已正式上线，支持在线下单、批量下单、轨迹查询、账单查询与在线充值。如有问题请联系您的专属客服。</p>'
              || '<p>Dear user: the cross-border logistics platform is now live, with online and bulk ordering, tracking, bills and online top-up. '
              || 'Please contact your customer service representative with any question.</p>';
