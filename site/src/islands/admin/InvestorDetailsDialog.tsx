// The Details dialog of an investor: every contribution and intent (its amount in the asset it is paid
// in beside its USD value, status, reason, signature with its explorer link), the mails sent to the
// address (no bodies) and the audit entries.
import { useEffect, useState } from 'react';
import type { InvestorContribution, InvestorDetails, InvestorIntent } from '@core/api/admin';
import { formatAssetDecimal } from '@core/asset-amount';
import { errorText } from '../../lib/api/request';
import { fetchInvestorDetails } from '../../stores/admin/contributions';
import { Table, TableCell, TableRow } from '../ui/Table';
import { Modal } from '../ui/Modal';
import { phaseLabel } from '@core/phase-label';
import { INTENT_STATUS_LABELS, MAIL_STATUS_LABELS } from './status-labels';
import { formatUsd } from '@core/format/money';
import { bonusTokens } from '@core/tokens';
import { unitsFromMrdx } from '@core/format/tokens';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine } from '../ui/ErrorLine';
import { short } from './AdminUi';
import { formatCount } from '@core/format/numbers';
import { TokenBreakdown } from '../ui/TokenBreakdown';

const TxLink = ({ signature, url }: { signature: string | null; url: string | null }) =>
  signature && url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-link underline" title={signature}>
      {short(signature)}
    </a>
  ) : (
    <>—</>
  );

/** The investor's credited contributions, each in the asset it was paid in beside its USD value. */
export function ContributionsTable({ contributions }: { contributions: InvestorContribution[] }) {
  return (
    <Table look="framed" caption="Contributions" columns={['Credited', 'Wallet', 'Phase', 'Paid', 'USD', 'MRDX', 'Signature']} empty={contributions.length === 0 ? 'No credited contributions' : null}>
      {contributions.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{formatDateTimeUtc(row.creditedAt)}</TableCell>
          <TableCell mono>{short(row.walletAddress)}</TableCell>
          <TableCell>{phaseLabel(row.phase)}</TableCell>
          <TableCell>{formatAssetDecimal(row.amount, row.asset)}</TableCell>
          <TableCell>{formatUsd(row.usd)}</TableCell>
          <TableCell><TokenBreakdown base={unitsFromMrdx(row.tokens) - unitsFromMrdx(row.bonusTokens)} bonus={unitsFromMrdx(row.bonusTokens)} unit={false} stacked /></TableCell>
          <TableCell mono>
            <TxLink signature={row.signature} url={row.explorerUrl} />
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

/** The investor's intents, each with the amount it asks in its asset beside its USD value. */
export function IntentsTable({ intents }: { intents: InvestorIntent[] }) {
  return (
    <Table look="framed" caption="Intents" columns={['Created', 'Status', 'Reason', 'Amount', 'USD', 'MRDX', 'Signature']} empty={intents.length === 0 ? 'No intents' : null}>
      {intents.map((row) => (
        <TableRow key={row.id}>
          <TableCell>{formatDateTimeUtc(row.createdAt)}</TableCell>
          <TableCell>{INTENT_STATUS_LABELS[row.status]}</TableCell>
          <TableCell>{row.reason ?? '—'}</TableCell>
          <TableCell>{formatAssetDecimal(row.amount, row.asset)}</TableCell>
          <TableCell>{formatUsd(row.usd)}</TableCell>
          <TableCell><TokenBreakdown base={unitsFromMrdx(row.tokens)} bonus={bonusTokens(unitsFromMrdx(row.tokens), row.phase)} unit={false} stacked /></TableCell>
          <TableCell mono>
            <TxLink signature={row.reportedSignature} url={row.explorerUrl} />
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

export function InvestorDetailsDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [details, setDetails] = useState<InvestorDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchInvestorDetails(email).then(setDetails, (failure) => setError(errorText(failure, 'Could not load the details.')));
  }, [email]);
  return (
    <Modal title={`Details: ${email}`} onClose={onClose} wide>
      <ErrorLine text={error} />
      {!details && !error && <p role="status">Loading details...</p>}
      {details && (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted">
            Account: {details.account.exists ? 'created' : 'not created'} · Dashboard access {details.account.access} · Newsletter {details.account.newsletter}
          </p>
          <h3 className="font-semibold">Contributions</h3>
          <ContributionsTable contributions={details.contributions} />
          <h3 className="font-semibold">Intents</h3>
          <IntentsTable intents={details.intents} />
          <h3 className="font-semibold">Mails</h3>
          <Table look="framed" caption="Mails" columns={['Created', 'Subject', 'Status', 'Attempts']} empty={details.mails.length === 0 ? 'No mails' : null}>
            {details.mails.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell>{row.subject}</TableCell>
                <TableCell>{MAIL_STATUS_LABELS[row.status]}</TableCell>
                <TableCell>{formatCount(row.attempts)}</TableCell>
              </TableRow>
            ))}
          </Table>
          <h3 className="font-semibold">Audit</h3>
          <Table look="framed" caption="Audit entries" columns={['When', 'Actor', 'Action']} empty={details.audit.length === 0 ? 'No audit entries' : null}>
            {details.audit.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTimeUtc(row.createdAt)}</TableCell>
                <TableCell>{row.actor}</TableCell>
                <TableCell>{row.action}</TableCell>
              </TableRow>
            ))}
          </Table>
        </div>
      )}
    </Modal>
  );
}
