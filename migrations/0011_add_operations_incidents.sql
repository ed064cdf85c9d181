CREATE TABLE `operations_incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	`opened_at` integer NOT NULL,
	`resolved_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `operations_incidents_open_idx` ON `operations_incidents` (`kind`) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX `operations_incidents_opened_idx` ON `operations_incidents` (`opened_at`);--> statement-breakpoint
ALTER TABLE `admins` ADD `alert_email` text;