CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`profile_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_profile_id` ON `password_resets` (`profile_id`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`apartment` text DEFAULT '' NOT NULL,
	`apartment_community_name` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`water_score` integer DEFAULT 0 NOT NULL,
	`direct_water_score` integer DEFAULT 0 NOT NULL,
	`indirect_water_score` integer DEFAULT 0 NOT NULL,
	`latest_score_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_profile_name_nocase` ON `profiles` (lower("profile_name"));--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_email_unique` ON `profiles` (`email`);--> statement-breakpoint
CREATE INDEX `profiles_leaderboard` ON `profiles` ("water_score" desc,`latest_score_at`) WHERE "profiles"."is_admin" = 0 and "profiles"."latest_score_at" is not null;--> statement-breakpoint
CREATE TABLE `scores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`total_score` integer NOT NULL,
	`direct_score` integer NOT NULL,
	`indirect_score` integer NOT NULL,
	`responses` text,
	`is_legacy` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scores_profile_created` ON `scores` (`profile_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`profile_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_profile_id` ON `sessions` (`profile_id`);