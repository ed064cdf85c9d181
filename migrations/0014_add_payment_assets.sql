DROP INDEX `unmatched_payments_signature_unique`;--> statement-breakpoint
ALTER TABLE `unmatched_payments` ADD `asset` text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
ALTER TABLE `unmatched_payments` ADD `token_amount` text;--> statement-breakpoint
ALTER TABLE `unmatched_payments` ADD `token_decimals` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `unmatched_payments_signature_asset_unique` ON `unmatched_payments` (`signature`,`asset`);--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `asset` text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `token_amount` text;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `token_decimals` integer;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `sol_equivalent_lamports` integer;--> statement-breakpoint
ALTER TABLE `contributions` ADD `asset` text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
ALTER TABLE `contributions` ADD `token_amount` text;--> statement-breakpoint
ALTER TABLE `contributions` ADD `token_decimals` integer;--> statement-breakpoint
ALTER TABLE `contributions` ADD `sol_equivalent_lamports` integer;--> statement-breakpoint
ALTER TABLE `refunds` ADD `asset` text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `token_amount` text;--> statement-breakpoint
ALTER TABLE `refunds` ADD `token_decimals` integer;