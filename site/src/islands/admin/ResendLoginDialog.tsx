// The Resend dialog: account status, newsletter and last contribution; Regenerate mails a
// new temporary password and Resend queues the login details again. No password is ever shown here.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { InvestorAccount } from '@core/api/admin';
import { errorText } from '../../lib/api/request';
import { fetchInvestorAccount, sendLoginMail } from '../../stores/admin/contributions';
import { $adminBusy } from '../../stores/admin/session';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { formatUsd } from '@core/format/money';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';
import { formatDateTimeUtc } from '@core/format/time';
import { ErrorLine } from '../ui/ErrorLine';

export function ResendLoginDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const busy = useStore($adminBusy);
  const [account, setAccount] = useState<InvestorAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    fetchInvestorAccount(email).then(setAccount, (failure) => setError(errorText(failure, 'Could not load the account.')));
  }, [email]);
  async function send(kind: 'regenerate-password' | 'resend-login') {
    const result = await sendLoginMail(kind, email);
    if (result) setSent(result.passwordIncluded ? `A temporary password was emailed to ${result.email}. ${result.message}` : result.message);
  }
  return (
    <Modal title="Resend login details" onClose={onClose}>
      <ErrorLine text={error} />
      {!account && !error && <p role="status">Loading account...</p>}
      {account && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Email</dt>
            <dd>{account.email}</dd>
            <dt className="text-muted">Account status</dt>
            <dd>{account.exists ? `Dashboard access ${account.access}` : 'No account yet'}</dd>
            <dt className="text-muted">Newsletter</dt>
            <dd>{account.newsletter}</dd>
            <dt className="text-muted">Last contribution</dt>
            <dd>{account.lastContribution ? `${formatUsd(account.lastContribution.usd)} · ${formatMrdx(unitsFromMrdx(account.lastContribution.tokens))} · ${formatDateTimeUtc(account.lastContribution.creditedAt)}` : 'None'}</dd>
          </dl>
          <p className="text-sm text-muted">Passwords are never shown here: they are emailed to the investor.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="subtle" disabled={busy !== null || !account.exists} onClick={() => void send('regenerate-password')}>
              {busy === 'regenerate-password' ? 'Regenerating...' : 'Regenerate'}
            </Button>
            <Button type="button" variant="accent" disabled={busy !== null || !account.exists} onClick={() => void send('resend-login')}>
              {busy === 'resend-login' ? 'Sending...' : 'Resend Login Details'}
            </Button>
          </div>
          {sent && (
            <p role="status" className="text-sm text-success">
              {sent}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
