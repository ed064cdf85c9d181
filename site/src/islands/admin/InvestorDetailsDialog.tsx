// The Details dialog of an investor: every contribution and intent (status, reason, signature with
// its explorer link), the mails sent to the address (no bodies) and the audit entries.
import { useEffect, useState } from 'react';
import type { InvestorDetails } from '@core/api/admin';
import { errorText } from '../../lib/api/request';
import { fetchInvestorDetails } from '../../stores/admin-console';
import { Cell, ErrorLine, Modal, Table, short, usd, when } from './AdminUi';

const TxLink = ({ signature, url }: { signature: string | null; url: string | null }) =>
  signature && url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-cyan-300 underline" title={signature}>
      {short(signature)}
    </a>
  ) : (
    <>—</>
  );

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
          <p className="text-sm text-gray-300">
            Account: {details.account.exists ? 'created' : 'not created'} · Dashboard access {details.account.access} · Newsletter {details.account.newsletter}
          </p>
          <h3 className="font-semibold">Contributions</h3>
          <Table caption="Contributions" head={['Credited', 'Wallet', 'Phase', 'USD', 'MRDX', 'Signature']} empty={details.contributions.length === 0 ? 'No credited contributions' : null}>
            {details.contributions.map((row) => (
              <tr key={row.id}>
                <Cell>{when(row.creditedAt)}</Cell>
                <Cell mono>{short(row.walletAddress)}</Cell>
                <Cell>{row.phase}</Cell>
                <Cell>{usd(row.usd)}</Cell>
                <Cell>{row.tokens}</Cell>
                <Cell mono>
                  <TxLink signature={row.signature} url={row.explorerUrl} />
                </Cell>
              </tr>
            ))}
          </Table>
          <h3 className="font-semibold">Intents</h3>
          <Table caption="Intents" head={['Created', 'Status', 'Reason', 'USD', 'MRDX', 'Signature']} empty={details.intents.length === 0 ? 'No intents' : null}>
            {details.intents.map((row) => (
              <tr key={row.id}>
                <Cell>{when(row.createdAt)}</Cell>
                <Cell>{row.status}</Cell>
                <Cell>{row.reason ?? '—'}</Cell>
                <Cell>{usd(row.usd)}</Cell>
                <Cell>{row.tokens}</Cell>
                <Cell mono>
                  <TxLink signature={row.reportedSignature} url={row.explorerUrl} />
                </Cell>
              </tr>
            ))}
          </Table>
          <h3 className="font-semibold">Mails</h3>
          <Table caption="Mails" head={['Created', 'Subject', 'Status', 'Attempts']} empty={details.mails.length === 0 ? 'No mails' : null}>
            {details.mails.map((row) => (
              <tr key={row.id}>
                <Cell>{when(row.createdAt)}</Cell>
                <Cell>{row.subject}</Cell>
                <Cell>{row.status}</Cell>
                <Cell>{row.attempts}</Cell>
              </tr>
            ))}
          </Table>
          <h3 className="font-semibold">Audit</h3>
          <Table caption="Audit entries" head={['When', 'Actor', 'Action']} empty={details.audit.length === 0 ? 'No audit entries' : null}>
            {details.audit.map((row) => (
              <tr key={row.id}>
                <Cell>{when(row.createdAt)}</Cell>
                <Cell>{row.actor}</Cell>
                <Cell>{row.action}</Cell>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </Modal>
  );
}
