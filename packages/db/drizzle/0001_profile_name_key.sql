-- Profile names become unique by a case-folded key that the application computes
-- (profileNameKey in @wf/scoring/accounts); SQLite's lower() folds ASCII letters only.
-- Existing rows get lower(trim(name)) here, unique already under the old index; runMigrations
-- then rewrites every key that the application's Unicode folding gives differently.
ALTER TABLE `profiles` ADD `profile_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `profiles` SET `profile_name_key` = lower(trim(`profile_name`));--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_profile_name_key` ON `profiles` (`profile_name_key`);--> statement-breakpoint
DROP INDEX `profiles_profile_name_nocase`;
