CREATE TABLE `chain_cursors` (
	`account` text PRIMARY KEY NOT NULL,
	`signature` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`investor_id` text NOT NULL,
	`body` text NOT NULL,
	`sentiment` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`moderated_at` integer,
	`moderated_by` text,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `comments_status_idx` ON `comments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_investor_idx` ON `comments` (`investor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_tokens_email_idx` ON `email_tokens` (`email`);--> statement-breakpoint
CREATE TABLE `investor_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `investor_signups_token_hash_unique` ON `investor_signups` (`token_hash`);--> statement-breakpoint
CREATE INDEX `investor_signups_email_idx` ON `investor_signups` (`email`);--> statement-breakpoint
CREATE INDEX `investor_signups_username_idx` ON `investor_signups` (`username`);--> statement-breakpoint
CREATE INDEX `investor_signups_expires_idx` ON `investor_signups` (`expires_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`investor_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_investor_idx` ON `password_reset_tokens` (`investor_id`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_expires_idx` ON `password_reset_tokens` (`expires_at`);--> statement-breakpoint
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
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_investor_id`,`status`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`signature` text NOT NULL,
	`wallet` text NOT NULL,
	`lamports` integer NOT NULL,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_signature_unique` ON `refunds` (`signature`);--> statement-breakpoint
CREATE INDEX `refunds_wallet_idx` ON `refunds` (`wallet`);--> statement-breakpoint
CREATE TABLE `sale_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`raised_cents` integer DEFAULT 0 NOT NULL,
	`raised_lamports` integer DEFAULT 0 NOT NULL,
	`contributions` integer DEFAULT 0 NOT NULL,
	`contributors` integer DEFAULT 0 NOT NULL,
	`whitelist_cents` integer DEFAULT 0 NOT NULL,
	`whitelist_lamports` integer DEFAULT 0 NOT NULL,
	`whitelist_contributors` integer DEFAULT 0 NOT NULL,
	`ico_cents` integer DEFAULT 0 NOT NULL,
	`ico_lamports` integer DEFAULT 0 NOT NULL,
	`base_token_base_units` text DEFAULT '0' NOT NULL,
	`bonus_token_base_units` text DEFAULT '0' NOT NULL,
	CONSTRAINT "sale_totals_single_row" CHECK("sale_totals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `siws_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`domain` text NOT NULL,
	`uri` text NOT NULL,
	`chain_id` text NOT NULL,
	`statement` text NOT NULL,
	`issued_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `siws_nonces_expires_idx` ON `siws_nonces` (`expires_at`);--> statement-breakpoint
CREATE TABLE `unmatched_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`signature` text NOT NULL,
	`sender` text NOT NULL,
	`lamports` integer NOT NULL,
	`slot` integer NOT NULL,
	`block_time` integer NOT NULL,
	`reason` text NOT NULL,
	`detail` text NOT NULL,
	`likely_intent_id` text,
	`status` text NOT NULL,
	`contribution_id` text,
	`refund_signature` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unmatched_payments_signature_unique` ON `unmatched_payments` (`signature`);--> statement-breakpoint
CREATE INDEX `unmatched_payments_status_idx` ON `unmatched_payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `unmatched_payments_sender_idx` ON `unmatched_payments` (`sender`,`status`);--> statement-breakpoint
CREATE TABLE `whitelist_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wallet_address` text NOT NULL,
	`email` text NOT NULL,
	`terms_accepted_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whitelist_registrations_wallet_address_unique` ON `whitelist_registrations` (`wallet_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `whitelist_registrations_email_unique` ON `whitelist_registrations` (`email`);--> statement-breakpoint
DROP INDEX `contribution_intents_wallet_idx`;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `bonus_token_base_units` text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `phase_starts_at` integer;--> statement-breakpoint
ALTER TABLE `contribution_intents` ADD `phase_ends_at` integer;--> statement-breakpoint
CREATE INDEX `contribution_intents_expiry_idx` ON `contribution_intents` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `contribution_intents_email_idx` ON `contribution_intents` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `contribution_intents_wallet_idx` ON `contribution_intents` (`wallet_address`,`created_at`);--> statement-breakpoint
DROP INDEX `contributions_wallet_idx`;--> statement-breakpoint
ALTER TABLE `contributions` ADD `bonus_token_base_units` text DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX `contributions_email_summary_idx` ON `contributions` (`email`,`wallet_address`,`usd_cents`,`token_base_units`,`bonus_token_base_units`,`credited_at`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_owed_idx` ON `contributions` (`wallet_address`,`phase`,`token_base_units`,`bonus_token_base_units`,`usd_cents`,`email`);--> statement-breakpoint
CREATE INDEX `contributions_credited_idx` ON `contributions` (`credited_at`,`id`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_credited_idx` ON `contributions` (`wallet_address`,`credited_at`,`id`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_idx` ON `contributions` (`wallet_address`,`phase`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_investors` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text,
	`wallet_address` text,
	`password_hash` text,
	`must_change_password` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_investors`("id", "email", "username", "wallet_address", "password_hash", "must_change_password", "created_at", "updated_at") SELECT "id", "email", "username", "wallet_address", "password_hash", "must_change_password", "created_at", "updated_at" FROM `investors`;--> statement-breakpoint
DROP TABLE `investors`;--> statement-breakpoint
ALTER TABLE `__new_investors` RENAME TO `investors`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `investors_email_unique` ON `investors` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `investors_username_unique` ON `investors` (`username`);--> statement-breakpoint
CREATE INDEX `investors_wallet_idx` ON `investors` (`wallet_address`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_requested_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribed_at` integer;--> statement-breakpoint
ALTER TABLE `sale_settings` ADD `whitelist_mode` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject`);--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to_email`,`created_at`);