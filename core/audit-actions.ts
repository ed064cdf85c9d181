// Every action the audit log records, one typed list: the worker writes only these (services/accounts/
// audit.ts takes an AuditAction), and the console's Audit log tab shows each in the words given here.
// Adding an audited change means adding its action here first.

/** An action and the words the console shows for it. */
export interface AuditActionInfo {
  /** What happened, in a few words ("Plan approved"). */
  words: string;
}

export const AUDIT_ACTIONS = {
  // Admin accounts and settings
  'admin.login': { words: 'Admin signed in' },
  'admin.logout': { words: 'Admin signed out' },
  'admin.settings_updated': { words: 'Admin changed their username or password' },
  'admin.emergency_reset': { words: 'Admins replaced by the emergency reset' },
  'admin.alert_email_updated': { words: 'Alert email set' },
  'admin.alert_email_removed': { words: 'Alert email removed' },
  'login.untrusted_locked': { words: 'Sign-in locked for unknown browsers after repeated failures' },

  // Investors' own accounts (the dashboard's Recent Activity reads these)
  'investor.signed-in': { words: 'Investor signed in' },
  'investor.password-changed': { words: 'Investor changed their password' },
  'investor.account-created': { words: 'Investor account created' },
  'investor.username-set': { words: 'Investor chose a username' },
  'investor.temporary-password-revoked': { words: 'Temporary password revoked by a wallet sign-in' },
  // Admin actions on an investor's account
  'investor.password_regenerated': { words: 'New temporary password mailed' },
  'investor.login_details_resent': { words: 'Login details mailed again' },

  // Money in
  'contribution.credited': { words: 'Contribution credited' },
  'contribution.rejected': { words: 'Payment claim rejected' },
  'unmatched.credited': { words: 'Unmatched payment credited' },
  'unmatched.refund_due': { words: 'Unmatched payment marked for refund' },
  'refund.recorded': { words: 'Refund recorded' },
  'project_wallet.declared': { words: 'Project wallet declared' },
  'project_wallet.removed': { words: 'Project wallet removed' },
  'fundraising.adjusted': { words: 'Fundraising total adjusted' },
  'fundraising.settings_updated': { words: 'Caps or end date changed' },

  // The sale's clock and whitelist
  'timers.initialized': { words: 'Sale timers started' },
  'timers.reset': { words: 'Sale timers reset' },
  'timers.closed': { words: 'Sale closed now' },
  'whitelist.settings_updated': { words: 'Whitelist settings changed' },
  'whitelist.mode_updated': { words: 'Whitelist mode changed' },

  // Referrals
  'referral.confirmed': { words: 'Referral confirmed' },
  'referral.refused_self': { words: 'Self-referral refused' },
  'referral.refunded': { words: 'Referral reward withdrawn (contribution refunded)' },

  // Token distribution
  'distribution.plan_built': { words: 'Distribution plan built' },
  'distribution.recipient_choice': { words: 'Flagged recipient paid or held' },
  'distribution.plan_approved': { words: 'Distribution plan approved' },
  'distribution.unlock_opened': { words: 'Unlock opened for paying' },
  'distribution.attempt_started': { words: 'Payout attempt started' },
  'distribution.attempt_submitted': { words: 'Signed payout submitted' },
  'distribution.batch_paid': { words: 'Payout batch paid' },
  'distribution.batch_mismatch': { words: 'Payout batch paid otherwise than planned' },
  'distribution.attempt_failed': { words: 'Payout attempt failed on chain' },
  'distribution.attempt_expired': { words: 'Payout attempt expired' },

  // Refund payouts
  'refund_plan.built': { words: 'Refund plan built' },
  'refund_plan.line_choice': { words: 'Flagged refund paid or held' },
  'refund_plan.approved': { words: 'Refund plan approved' },
  'refund_plan.line_dropped': { words: 'Refund line dropped from its batch (refunded by hand)' },
  'refund_plan.finished': { words: 'Refund plan finished' },
  'refund.attempt_started': { words: 'Refund attempt started' },
  'refund.attempt_submitted': { words: 'Signed refund batch submitted' },
  'refund.batch_paid': { words: 'Refund batch paid' },
  'refund.batch_mismatch': { words: 'Refund batch paid otherwise than planned' },
  'refund.attempt_failed': { words: 'Refund attempt failed on chain' },
  'refund.attempt_expired': { words: 'Refund attempt expired' },

  // Community and mail
  'comment.approved': { words: 'Comment approved' },
  'comment.rejected': { words: 'Comment rejected' },
  'comment.deleted': { words: 'Comment deleted' },
  'mail.retried': { words: 'Mail queued again' },
  'mail.test_queued': { words: 'Test mail queued' },

  // Operations alerts
  'operations.alert_opened': { words: 'Operations alert opened' },
  'operations.alert_resolved': { words: 'Operations alert resolved' },

  // Exports
  'export.contributions': { words: 'Contributions exported (CSV)' },
  'export.distribution': { words: 'Distribution report exported (CSV)' },
  'export.distribution_plan': { words: 'Distribution plan exported (CSV)' },
  'export.distribution_attempts': { words: 'Payout attempts exported (CSV)' },
  'export.refunds': { words: 'Refunds owed exported (CSV)' },
  'export.refund_plan': { words: 'Refund plan exported (CSV)' },
} as const satisfies Record<string, AuditActionInfo>;

/** An action the audit log records. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Whether `action` is one of the list (rows written before an action was renamed may not be). */
export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

/** The console's words for `action`; an action outside the list is shown as stored. */
export function auditActionWords(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action].words : action;
}
