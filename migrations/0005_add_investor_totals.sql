CREATE TABLE `investor_totals` (
	`email` text PRIMARY KEY NOT NULL,
	`usd_cents` integer NOT NULL,
	`token_base_units` integer NOT NULL,
	`contributions` integer NOT NULL,
	`latest_at` integer NOT NULL,
	`first_wallet` text NOT NULL,
	`wallets` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `investor_totals_usd_idx` ON `investor_totals` (`usd_cents`,`email`);--> statement-breakpoint
CREATE INDEX `investor_totals_tokens_idx` ON `investor_totals` (`token_base_units`,`email`);--> statement-breakpoint
CREATE INDEX `investor_totals_latest_idx` ON `investor_totals` (`latest_at`,`email`);--> statement-breakpoint
CREATE INDEX `investor_totals_wallet_idx` ON `investor_totals` (`first_wallet`,`email`);