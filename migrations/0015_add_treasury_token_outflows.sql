CREATE TABLE `treasury_token_outflow_recipients` (
	`signature` text NOT NULL,
	`asset` text NOT NULL,
	`recipient` text NOT NULL,
	`token_amount` text NOT NULL,
	PRIMARY KEY(`signature`, `asset`, `recipient`)
);
--> statement-breakpoint
CREATE INDEX `treasury_token_outflow_recipients_recipient_idx` ON `treasury_token_outflow_recipients` (`recipient`);--> statement-breakpoint
CREATE TABLE `treasury_token_outflows` (
	`signature` text NOT NULL,
	`asset` text NOT NULL,
	`token_amount` text NOT NULL,
	`token_decimals` integer NOT NULL,
	`unattributed_amount` text NOT NULL,
	`slot` integer NOT NULL,
	`block_time` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`signature`, `asset`)
);
--> statement-breakpoint
CREATE INDEX `treasury_token_outflows_slot_idx` ON `treasury_token_outflows` (`slot`,`signature`);