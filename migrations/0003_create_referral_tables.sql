CREATE TABLE `referral_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`investor_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_codes_investor_id_unique` ON `referral_codes` (`investor_id`);--> statement-breakpoint
CREATE TABLE `referral_social_shares` (
	`investor_id` text NOT NULL,
	`platform` text NOT NULL,
	`shares` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`investor_id`, `platform`),
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `referral_visit_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `referral_visits` (
	`code` text NOT NULL,
	`day` text NOT NULL,
	`visitor_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`code`) REFERENCES `referral_codes`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_visits_unique` ON `referral_visits` (`code`,`day`,`visitor_hash`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` text PRIMARY KEY NOT NULL,
	`referrer_investor_id` text NOT NULL,
	`code` text NOT NULL,
	`referred_investor_id` text,
	`referred_email` text NOT NULL,
	`referred_wallet` text NOT NULL,
	`contribution_id` text NOT NULL,
	`status` text NOT NULL,
	`referral_number` integer,
	`reward_base_units` text NOT NULL,
	`credited_at` integer NOT NULL,
	`rewarded_at` integer,
	`refunded_at` integer,
	FOREIGN KEY (`referrer_investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referred_email_unique` ON `referrals` (`referred_email`);--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_contribution_unique` ON `referrals` (`contribution_id`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_investor_id`,`status`);