-- Issue 14: settings kept between starts (the generated participant code), and what sessions
-- need for an absolute lifetime and the "your sessions" list. A session from before this
-- migration is taken to have started 30 days before its expiry (its last renewal), and to have
-- been used then.
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `created_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_used_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `sessions` SET `created_at` = `expires_at` - 2592000000, `last_used_at` = `expires_at` - 2592000000;
