CREATE TABLE `households` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`community` text NOT NULL,
	`apartment` text NOT NULL,
	`apartment_key` text NOT NULL,
	`join_code` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `households_join_code` ON `households` (`join_code`);--> statement-breakpoint
CREATE INDEX `households_apartment_key` ON `households` (`apartment_key`);--> statement-breakpoint
-- Readings were kept by the flat's text key. The key's folding lives in TypeScript, so the rows
-- wait in legacy_household_readings until adoptHouseholds (src/migrate.ts) gives every profile
-- its household at the same start-up, moves them to it and drops this table.
ALTER TABLE `household_readings` RENAME TO `legacy_household_readings`;--> statement-breakpoint
CREATE TABLE `household_readings` (
	`household_id` integer NOT NULL,
	`step` text NOT NULL,
	`reading` text NOT NULL,
	`measured_by` integer,
	`measured_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`household_id`, `step`),
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`measured_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `profiles` ADD `household_id` integer REFERENCES households(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `profiles_household` ON `profiles` (`household_id`);
