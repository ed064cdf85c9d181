// The alert mails: one when an operations incident opens, one when it is resolved, to every admin
// with an alert email. Each says what is wrong, the figures, and where the runbook is.
import { TOKEN } from '@core/sale-config';
import type { OutgoingMail } from '../mail/mail';
import type { AlertCondition, AlertKind } from './alert-conditions';

/** What the README's runbook says to do first, by kind. */
const FIRST_STEP: Record<AlertKind, string> = {
  watcher_behind: 'Check that the cron trigger runs (Workers > Triggers) and that the RPC answers; `wrangler tail` shows watcher.run lines.',
  price_stale: 'Check PRICE_SOURCE_URL and its API key; intents are refused once the price is 15 minutes old.',
  rpc_failing: 'Check the RPC provider status and plan limits (SOLANA_RPC_URL, SOLANA_RPC_CALLS_PER_SECOND).',
  treasury_mismatch: 'Open the Treasury tab: an outflow nobody recorded or a payment not yet read. Do not refund or sweep until it is explained.',
};

const consoleLink = (origin: string) => `${origin.replace(/\/$/, '')}/admin/dashboard?tab=operations`;

/** The mail to `to` when an incident of `kind` opens. */
export function alertOpenedMail(to: string, kind: AlertKind, condition: AlertCondition, openedAt: Date, origin: string): OutgoingMail {
  return {
    to,
    kind: 'operations-alert',
    subject: `${TOKEN.symbol} alert: ${condition.summary}`,
    bodyText: [
      `Since ${openedAt.toISOString()}, ${condition.summary}.`,
      '',
      ...Object.entries(condition.detail).map(([name, value]) => `${name}: ${value === null ? 'unknown' : String(value)}`),
      '',
      `What to do first: ${FIRST_STEP[kind]}`,
      `The Operations tab: ${consoleLink(origin)}`,
      'You get one mail per incident, and one more when it is resolved (README, "Runbook").',
    ].join('\n'),
  };
}

/** The mail to `to` when that incident clears. */
export function alertResolvedMail(to: string, kind: AlertKind, openedAt: Date, resolvedAt: Date, origin: string): OutgoingMail {
  const what = { watcher_behind: 'The watcher is caught up', price_stale: 'The SOL price is fresh', rpc_failing: 'The RPC answers', treasury_mismatch: "The treasury's balance matches the books" }[kind];
  return {
    to,
    kind: 'operations-resolved',
    subject: `${TOKEN.symbol} resolved: ${what.toLowerCase()}`,
    bodyText: [`${what} again (${resolvedAt.toISOString()}). The incident opened at ${openedAt.toISOString()}.`, `The Operations tab: ${consoleLink(origin)}`].join('\n'),
  };
}
