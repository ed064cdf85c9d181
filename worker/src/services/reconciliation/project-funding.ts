// Money a declared project wallet (services/reconciliation/project-wallets.ts) sends the treasury with no
// contribution's reference — the top-up that pays a refund plan's fees and rent, say — is funding from the
// team, not a payment to credit or refund. It is recorded like any payment without a reference (an open
// unmatched payment) and told apart when read, as sweeps are (settlement/outflows.ts): a wallet declared
// later explains its old top-ups, and a removed one makes them open payments again.

/** The reasons a payment without a contribution's reference is recorded with. */
const FUNDING_REASONS = "('no reference', 'unknown sender')";

/** SQL true for a row of unmatched_payments (under `alias`) that is funding from a declared project wallet. */
export const projectFundingSql = (alias: string) =>
  `(${alias}.status = 'open' AND ${alias}.reason IN ${FUNDING_REASONS} AND EXISTS (SELECT 1 FROM project_wallets pw WHERE pw.address = ${alias}.sender))`;

/** SQL of the declared project wallet's label for a funding row of unmatched_payments (under `alias`), else NULL. */
export const projectFundingLabelSql = (alias: string) =>
  `CASE WHEN ${alias}.status = 'open' AND ${alias}.reason IN ${FUNDING_REASONS} THEN (SELECT pw.label FROM project_wallets pw WHERE pw.address = ${alias}.sender) END`;
