CREATE TABLE `refund_attempts` (
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
CREATE UNIQUE INDEX `refund_attempts_signature_unique` ON `refund_attempts` (`signature`);--> statement-breakpoint
CREATE UNIQUE INDEX `refund_attempts_live_unique` ON `refund_attempts` (`batch_id`) WHERE status IN ('started', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX `refund_attempts_batch_number_unique` ON `refund_attempts` (`batch_id`,`number`);--> statement-breakpoint
CREATE INDEX `refund_attempts_status_idx` ON `refund_attempts` (`status`,`started_at`);--> statement-breakpoint
CREATE TABLE `refund_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`asset` text NOT NULL,
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
CREATE UNIQUE INDEX `refund_batches_reference_unique` ON `refund_batches` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `refund_batches_plan_asset_sequence_unique` ON `refund_batches` (`plan_id`,`asset`,`sequence`);--> statement-breakpoint
CREATE INDEX `refund_batches_status_idx` ON `refund_batches` (`status`,`asset`,`sequence`);--> statement-breakpoint
CREATE TABLE `refund_line_sources` (
	`line_id` integer NOT NULL,
	`plan_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_id` text NOT NULL,
	`units` text NOT NULL,
	`live` integer NOT NULL,
	PRIMARY KEY(`line_id`, `kind`, `source_id`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_line_sources_live_unique` ON `refund_line_sources` (`kind`,`source_id`) WHERE live = 1;--> statement-breakpoint
CREATE INDEX `refund_line_sources_plan_idx` ON `refund_line_sources` (`plan_id`);--> statement-breakpoint
CREATE TABLE `refund_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_id` text NOT NULL,
	`wallet` text NOT NULL,
	`asset` text NOT NULL,
	`decimals` integer NOT NULL,
	`amount_base_units` text NOT NULL,
	`reasons` text NOT NULL,
	`sources` integer NOT NULL,
	`token_account` text,
	`account_state` text,
	`off_curve` integer NOT NULL,
	`flags` text NOT NULL,
	`flagged` integer NOT NULL,
	`choice` text,
	`choice_reason` text,
	`choice_by` text,
	`choice_at` integer,
	`status` text NOT NULL,
	`batch_id` text,
	`create_account` integer DEFAULT false NOT NULL,
	`paid_by` text,
	`paid_signature` text,
	`paid_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_lines_plan_wallet_asset_unique` ON `refund_lines` (`plan_id`,`wallet`,`asset`);--> statement-breakpoint
CREATE INDEX `refund_lines_plan_asset_idx` ON `refund_lines` (`plan_id`,`asset`,`status`);--> statement-breakpoint
CREATE INDEX `refund_lines_wallet_idx` ON `refund_lines` (`wallet`,`plan_id`);--> statement-breakpoint
CREATE INDEX `refund_lines_batch_idx` ON `refund_lines` (`batch_id`);--> statement-breakpoint
CREATE TABLE `refund_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`treasury` text NOT NULL,
	`wallets` integer NOT NULL,
	`lines` integer NOT NULL,
	`sources` integer NOT NULL,
	`rent_per_account_lamports` integer NOT NULL,
	`dust_threshold_lamports` integer NOT NULL,
	`source_fingerprint` text NOT NULL,
	`lines_hash` text NOT NULL,
	`plan_hash` text,
	`built_at` integer NOT NULL,
	`built_by` text NOT NULL,
	`approved_at` integer,
	`approved_by` text,
	`finished_at` integer
);
--> statement-breakpoint
-- Hand edit: drizzle-kit quotes an expression index as column names; the expression is 1 for every live plan, so at most one is live.
CREATE UNIQUE INDEX `refund_plans_one_live` ON `refund_plans` ((status IN ('draft', 'approved'))) WHERE status IN ('draft', 'approved');--> statement-breakpoint
CREATE INDEX `refund_plans_built_idx` ON `refund_plans` (`built_at`);--> statement-breakpoint
DROP INDEX `refunds_signature_unique`;--> statement-breakpoint
ALTER TABLE `refunds` ADD `refund_line_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_signature_wallet_asset_unique` ON `refunds` (`signature`,`wallet`,`asset`);