CREATE TABLE `household_readings` (
	`household_key` text NOT NULL,
	`step` text NOT NULL,
	`reading` text NOT NULL,
	`measured_by` integer,
	`measured_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`household_key`, `step`),
	FOREIGN KEY (`measured_by`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `stickers` (
	`profile_id` integer NOT NULL,
	`sticker` text NOT NULL,
	`earned_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`profile_id`, `sticker`),
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
