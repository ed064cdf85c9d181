// The console's words for stored statuses ("queued" → "Queued"), so a status reads the same in every
// tab and dialog that shows it.
import type { InvestorIntent, MailSummary } from '@core/api/admin';

/** Mail outbox statuses. */
export const MAIL_STATUS_LABELS: Record<MailSummary['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** Contribution intent statuses. */
export const INTENT_STATUS_LABELS: Record<InvestorIntent['status'], string> = { pending: 'Pending', credited: 'Credited', rejected: 'Rejected', expired: 'Expired' };
