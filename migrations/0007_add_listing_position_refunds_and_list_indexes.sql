DROP INDEX `unmatched_payments_status_idx`;--> statement-breakpoint
ALTER TABLE `unmatched_payments` ADD `refund_reason` text;--> statement-breakpoint
CREATE INDEX `unmatched_payments_created_idx` ON `unmatched_payments` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `unmatched_payments_status_idx` ON `unmatched_payments` (`status`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `chain_cursors` ADD `listed_before` text;--> statement-breakpoint
ALTER TABLE `contributions` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `contributions` ADD `refund_signature` text;--> statement-breakpoint
CREATE INDEX `fundraising_adjustments_created_idx` ON `fundraising_adjustments` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `referrals_status_credited_idx` ON `referrals` (`status`,`credited_at`);