CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`investor_id` text NOT NULL,
	`body` text NOT NULL,
	`sentiment` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`moderated_at` integer,
	`moderated_by` text,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `comments_status_idx` ON `comments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_investor_idx` ON `comments` (`investor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_tokens_email_idx` ON `email_tokens` (`email`);--> statement-breakpoint
CREATE TABLE `whitelist_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wallet_address` text NOT NULL,
	`email` text NOT NULL,
	`terms_accepted_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whitelist_registrations_wallet_address_unique` ON `whitelist_registrations` (`wallet_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `whitelist_registrations_email_unique` ON `whitelist_registrations` (`email`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_requested_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribed_at` integer;--> statement-breakpoint
ALTER TABLE `sale_settings` ADD `whitelist_mode` text DEFAULT 'open' NOT NULL;