// Investor account events (sign-ins, password changes, account creation, username) appended to
// audit_log with actor `investor:<id>`: the dashboard's Recent Activity reads them back.
import { auditStatement, type AuditCondition } from './audit';

/** Actions recorded for an investor; the dashboard maps them to activity kinds. */
export const INVESTOR_EVENTS = {
  signedIn: 'investor.signed-in',
  passwordChanged: 'investor.password-changed',
  accountCreated: 'investor.account-created',
  usernameSet: 'investor.username-set',
  /** A wallet sign-in revoked the mailed temporary password (temporary-password-revocation.ts). */
  temporaryPasswordRevoked: 'investor.temporary-password-revoked',
} as const;

export type InvestorEvent = (typeof INVESTOR_EVENTS)[keyof typeof INVESTOR_EVENTS];

/** The audit actor of an investor. */
export const investorActor = (investorId: string) => `investor:${investorId}`;

/** A prepared INSERT of one event, to run alone or inside the batch that makes the change (only when `when` holds there). */
export function investorEventStatement(db: D1Database, investorId: string, action: InvestorEvent, detail: object, now = Date.now(), when?: AuditCondition) {
  return auditStatement(db, investorActor(investorId), action, investorId, detail, now, when);
}
