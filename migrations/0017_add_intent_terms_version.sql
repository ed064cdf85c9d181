ALTER TABLE `contribution_intents` ADD `terms_version` text;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `terms_accepted_at` integer;