ALTER TABLE `contributions` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `contributions` ADD `refund_signature` text;