CREATE TABLE `project_wallets` (
	`address` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`declared_by` text NOT NULL,
	`declared_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `treasury_outflow_recipients` (
	`signature` text NOT NULL,
	`recipient` text NOT NULL,
	`lamports` integer NOT NULL,
	PRIMARY KEY(`signature`, `recipient`)
);
--> statement-breakpoint
CREATE INDEX `treasury_outflow_recipients_recipient_idx` ON `treasury_outflow_recipients` (`recipient`);--> statement-breakpoint
CREATE TABLE `treasury_outflows` (
	`signature` text PRIMARY KEY NOT NULL,
	`slot` integer NOT NULL,
	`block_time` integer NOT NULL,
	`lamports` integer NOT NULL,
	`fee_lamports` integer NOT NULL,
	`unattributed_lamports` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `treasury_outflows_slot_idx` ON `treasury_outflows` (`slot`,`signature`);--> statement-breakpoint
CREATE TABLE `watcher_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`tip_slot` integer,
	`lag_slots` integer,
	`lag_seconds` integer,
	`rpc_calls` integer NOT NULL,
	`rpc_errors` integer NOT NULL,
	`rpc_methods` text NOT NULL,
	`backlog` integer NOT NULL,
	`handled` integer NOT NULL,
	`credited` integer NOT NULL,
	`unmatched` integer NOT NULL,
	`outflows` integer NOT NULL,
	`expired` integer NOT NULL,
	`errors` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `watcher_runs_started_idx` ON `watcher_runs` (`started_at`);--> statement-breakpoint
ALTER TABLE `chain_cursors` ADD `opening_lamports` integer;--> statement-breakpoint
ALTER TABLE `chain_cursors` ADD `opening_signature` text;