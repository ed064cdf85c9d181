CREATE TABLE `investor_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investor_signups_token_hash_unique` ON `investor_signups` (`token_hash`);--> statement-breakpoint
CREATE INDEX `investor_signups_email_idx` ON `investor_signups` (`email`);--> statement-breakpoint
CREATE INDEX `investor_signups_username_idx` ON `investor_signups` (`username`);--> statement-breakpoint
CREATE INDEX `investor_signups_expires_idx` ON `investor_signups` (`expires_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`investor_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_investor_idx` ON `password_reset_tokens` (`investor_id`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_expires_idx` ON `password_reset_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `siws_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`domain` text NOT NULL,
	`uri` text NOT NULL,
	`chain_id` text NOT NULL,
	`statement` text NOT NULL,
	`issued_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `siws_nonces_expires_idx` ON `siws_nonces` (`expires_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_investors` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text,
	`wallet_address` text,
	`password_hash` text,
	`must_change_password` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_investors`("id", "email", "username", "wallet_address", "password_hash", "must_change_password", "created_at", "updated_at") SELECT "id", "email", "username", "wallet_address", "password_hash", "must_change_password", "created_at", "updated_at" FROM `investors`;--> statement-breakpoint
DROP TABLE `investors`;--> statement-breakpoint
ALTER TABLE `__new_investors` RENAME TO `investors`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `investors_email_unique` ON `investors` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `investors_username_unique` ON `investors` (`username`);--> statement-breakpoint
CREATE INDEX `investors_wallet_idx` ON `investors` (`wallet_address`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`created_at`);