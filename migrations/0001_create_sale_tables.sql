CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject` text,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `contribution_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`wallet_address` text NOT NULL,
	`email` text NOT NULL,
	`phase` text NOT NULL,
	`lamports` integer NOT NULL,
	`sol_price_micro_usd` integer NOT NULL,
	`usd_cents` integer NOT NULL,
	`token_base_units` text NOT NULL,
	`newsletter_subscribed` integer NOT NULL,
	`referral_code` text,
	`status` text NOT NULL,
	`status_reason` text,
	`reported_signature` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contribution_intents_reference_unique` ON `contribution_intents` (`reference`);--> statement-breakpoint
CREATE INDEX `contribution_intents_status_idx` ON `contribution_intents` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contribution_intents_wallet_idx` ON `contribution_intents` (`wallet_address`);--> statement-breakpoint
CREATE TABLE `contributions` (
	`id` text PRIMARY KEY NOT NULL,
	`intent_id` text NOT NULL,
	`signature` text NOT NULL,
	`wallet_address` text NOT NULL,
	`email` text NOT NULL,
	`phase` text NOT NULL,
	`lamports` integer NOT NULL,
	`usd_cents` integer NOT NULL,
	`token_base_units` text NOT NULL,
	`referral_code` text,
	`slot` integer NOT NULL,
	`block_time` integer NOT NULL,
	`credited_at` integer NOT NULL,
	FOREIGN KEY (`intent_id`) REFERENCES `contribution_intents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contributions_signature_unique` ON `contributions` (`signature`);--> statement-breakpoint
CREATE UNIQUE INDEX `contributions_intent_unique` ON `contributions` (`intent_id`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_idx` ON `contributions` (`wallet_address`);--> statement-breakpoint
CREATE INDEX `contributions_email_idx` ON `contributions` (`email`);--> statement-breakpoint
CREATE TABLE `fundraising_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`usd_cents` integer NOT NULL,
	`investors_delta` integer NOT NULL,
	`reason` text NOT NULL,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `investors` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text,
	`wallet_address` text NOT NULL,
	`password_hash` text,
	`must_change_password` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investors_email_unique` ON `investors` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `investors_username_unique` ON `investors` (`username`);--> statement-breakpoint
CREATE INDEX `investors_wallet_idx` ON `investors` (`wallet_address`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_email` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_started_at` integer NOT NULL,
	`hits` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sale_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`whitelist_starts_at` integer,
	`whitelist_ends_at` integer,
	`ico_ends_at` integer,
	`soft_cap_cents` integer NOT NULL,
	`goal_cents` integer NOT NULL,
	`hard_cap_cents` integer NOT NULL,
	`whitelist_days` integer NOT NULL,
	`whitelist_max_participants` integer NOT NULL,
	`whitelist_max_lamports` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "sale_settings_single_row" CHECK("sale_settings"."id" = 1)
);
