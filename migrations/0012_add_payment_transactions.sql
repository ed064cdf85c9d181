CREATE TABLE `payment_transactions` (
	`intent_id` text PRIMARY KEY NOT NULL,
	`last_valid_block_height` integer NOT NULL,
	`prepared_at` integer NOT NULL
);
