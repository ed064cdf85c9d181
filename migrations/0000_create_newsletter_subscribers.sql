CREATE TABLE `newsletter_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`source` text DEFAULT 'footer' NOT NULL,
	`created_at` integer NOT NULL
);
