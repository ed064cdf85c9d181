CREATE TABLE `distribution_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`number` integer NOT NULL,
	`status` text NOT NULL,
	`blockhash` text NOT NULL,
	`last_valid_block_height` integer NOT NULL,
	`priority_fee_micro_lamports` integer NOT NULL,
	`accounts_to_create` integer NOT NULL,
	`signature` text,
	`started_at` integer NOT NULL,
	`started_by` text NOT NULL,
	`submitted_at` integer,
	`submitted_by` text,
	`resolved_at` integer,
	`error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `distribution_attempts_signature_unique` ON `distribution_attempts` (`signature`);--> statement-breakpoint
CREATE UNIQUE INDEX `distribution_attempts_live_unique` ON `distribution_attempts` (`batch_id`) WHERE status IN ('started', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX `distribution_attempts_batch_number_unique` ON `distribution_attempts` (`batch_id`,`number`);--> statement-breakpoint
CREATE INDEX `distribution_attempts_status_idx` ON `distribution_attempts` (`status`,`started_at`);--> statement-breakpoint
CREATE TABLE `distribution_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`unlock_at` integer NOT NULL,
	`sequence` integer NOT NULL,
	`reference` text NOT NULL,
	`status` text NOT NULL,
	`transfers` integer NOT NULL,
	`accounts_to_create` integer NOT NULL,
	`total_base_units` text NOT NULL,
	`created_at` integer NOT NULL,
	`paid_signature` text,
	`paid_at` integer,
	`detail` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `distribution_batches_reference_unique` ON `distribution_batches` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `distribution_batches_unlock_sequence_unique` ON `distribution_batches` (`unlock_at`,`sequence`);--> statement-breakpoint
CREATE INDEX `distribution_batches_status_idx` ON `distribution_batches` (`status`,`unlock_at`,`sequence`);--> statement-breakpoint
CREATE TABLE `distribution_plans` (
	`id` integer PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`build_token` text NOT NULL,
	`mint` text NOT NULL,
	`token_program` text NOT NULL,
	`decimals` integer NOT NULL,
	`distribution_wallet` text NOT NULL,
	`source_token_account` text NOT NULL,
	`ico_ends_at` integer NOT NULL,
	`recipients` integer NOT NULL,
	`rows` integer NOT NULL,
	`total_base_units` text NOT NULL,
	`purchased_base_units` text NOT NULL,
	`referral_base_units` text NOT NULL,
	`rent_per_account_lamports` integer NOT NULL,
	`source_fingerprint` text NOT NULL,
	`rows_hash` text NOT NULL,
	`plan_hash` text,
	`built_at` integer NOT NULL,
	`built_by` text NOT NULL,
	`approved_at` integer,
	`approved_by` text,
	CONSTRAINT "distribution_plans_single_row" CHECK("distribution_plans"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `distribution_recipients` (
	`wallet` text PRIMARY KEY NOT NULL,
	`token_account` text NOT NULL,
	`off_curve` integer NOT NULL,
	`account_state` text NOT NULL,
	`flagged` integer NOT NULL,
	`choice` text,
	`choice_reason` text,
	`choice_by` text,
	`choice_at` integer,
	`rows` integer NOT NULL,
	`total_base_units` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `distribution_recipients_flagged_idx` ON `distribution_recipients` (`flagged`,`wallet`);--> statement-breakpoint
CREATE TABLE `distribution_rows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wallet` text NOT NULL,
	`unlock_at` integer NOT NULL,
	`amount_base_units` text NOT NULL,
	`purchased_base_units` text NOT NULL,
	`referral_base_units` text NOT NULL,
	`status` text NOT NULL,
	`batch_id` text,
	`create_account` integer DEFAULT false NOT NULL,
	`paid_signature` text,
	`paid_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `distribution_rows_unlock_wallet_unique` ON `distribution_rows` (`unlock_at`,`wallet`);--> statement-breakpoint
CREATE INDEX `distribution_rows_wallet_idx` ON `distribution_rows` (`wallet`,`unlock_at`);--> statement-breakpoint
CREATE INDEX `distribution_rows_batch_idx` ON `distribution_rows` (`batch_id`);--> statement-breakpoint
CREATE INDEX `distribution_rows_progress_idx` ON `distribution_rows` (`unlock_at`,`status`,`amount_base_units`);--> statement-breakpoint
CREATE TABLE `distribution_unlocks` (
	`unlock_at` integer PRIMARY KEY NOT NULL,
	`number` integer NOT NULL,
	`rows` integer NOT NULL,
	`total_base_units` text NOT NULL,
	`opened_at` integer,
	`opened_by` text,
	`open_token` text
);
