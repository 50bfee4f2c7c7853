-- The site's local-language twin of every free text the home calls and the VIP ladder send (docs/i18n.md).
-- Empty on rows seeded before this migration: the front end then shows the English text.
ALTER TABLE slides ADD COLUMN title_local TEXT NOT NULL DEFAULT '';
ALTER TABLE announcements ADD COLUMN title_local TEXT NOT NULL DEFAULT '';
ALTER TABLE announcements ADD COLUMN content_local TEXT NOT NULL DEFAULT '';
ALTER TABLE marquee_messages ADD COLUMN message_local TEXT NOT NULL DEFAULT '';
ALTER TABLE vip_levels ADD COLUMN vip_name_local TEXT NOT NULL DEFAULT '';
