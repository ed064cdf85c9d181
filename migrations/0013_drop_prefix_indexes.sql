DROP INDEX `contributions_wallet_idx`;--> statement-breakpoint
DROP INDEX `contributions_email_idx`;