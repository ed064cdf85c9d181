CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject`);--> statement-breakpoint
CREATE INDEX `contribution_intents_email_idx` ON `contribution_intents` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `contributions_email_summary_idx` ON `contributions` (`email`,`wallet_address`,`usd_cents`,`token_base_units`,`credited_at`);--> statement-breakpoint
CREATE INDEX `contributions_wallet_owed_idx` ON `contributions` (`wallet_address`,`phase`,`token_base_units`,`usd_cents`,`email`);--> statement-breakpoint
CREATE INDEX `contributions_credited_idx` ON `contributions` (`credited_at`,`id`);--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to_email`,`created_at`);