CREATE TABLE `chain_cursors` (
	`account` text PRIMARY KEY NOT NULL,
	`signature` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`signature` text NOT NULL,
	`wallet` text NOT NULL,
	`lamports` integer NOT NULL,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_signature_unique` ON `refunds` (`signature`);--> statement-breakpoint
CREATE INDEX `refunds_wallet_idx` ON `refunds` (`wallet`);--> statement-breakpoint
CREATE TABLE `sale_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`raised_cents` integer DEFAULT 0 NOT NULL,
	`raised_lamports` integer DEFAULT 0 NOT NULL,
	`contributions` integer DEFAULT 0 NOT NULL,
	`contributors` integer DEFAULT 0 NOT NULL,
	`whitelist_cents` integer DEFAULT 0 NOT NULL,
	`whitelist_lamports` integer DEFAULT 0 NOT NULL,
	`whitelist_contributors` integer DEFAULT 0 NOT NULL,
	`ico_cents` integer DEFAULT 0 NOT NULL,
	`ico_lamports` integer DEFAULT 0 NOT NULL,
	`base_token_base_units` text DEFAULT '0' NOT NULL,
	`bonus_token_base_units` text DEFAULT '0' NOT NULL,
	CONSTRAINT "sale_totals_single_row" CHECK("sale_totals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `unmatched_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`signature` text NOT NULL,
	`sender` text NOT NULL,
	`lamports` integer NOT NULL,
	`slot` integer NOT NULL,
	`block_time` integer NOT NULL,
	`reason` text NOT NULL,
	`detail` text NOT NULL,
	`likely_intent_id` text,
	`status` text NOT NULL,
	`contribution_id` text,
	`refund_signature` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unmatched_payments_signature_unique` ON `unmatched_payments` (`signature`);--> statement-breakpoint
CREATE INDEX `unmatched_payments_status_idx` ON `unmatched_payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `unmatched_payments_sender_idx` ON `unmatched_payments` (`sender`,`status`);--> statement-breakpoint
DROP INDEX `contribution_intents_wallet_idx`;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `bonus_token_base_units` text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `phase_starts_at` integer;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `phase_ends_at` integer;--> statement-breakpoint
CREATE INDEX `contribution_intents_expiry_idx` ON `contribution_intents` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `contribution_intents_wallet_idx` ON `contribution_intents` (`wallet_address`,`created_at`);--> statement-breakpoint
DROP INDEX `contributions_wallet_idx`;--> statement-breakpoint
ALTER TABLE `contributions` ADD `bonus_token_base_units` text DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX `contributions_credited_idx` ON `contributions` (`credited_at`,`id`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_credited_idx` ON `contributions` (`wallet_address`,`credited_at`,`id`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_idx` ON `contributions` (`wallet_address`,`phase`);