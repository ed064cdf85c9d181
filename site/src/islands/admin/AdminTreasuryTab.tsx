// Admin Treasury: every lamport that left the treasury as the watcher recorded it, explained now (a
// verified refund, a sweep to a declared project wallet, the fee) or flagged as unexplained; each
// stablecoin's token account, in and out, against its balance on chain (the ledger's accounts); and the
// team's project wallets, declared and removed here (audited).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { OutflowKind, OutflowPart, ProjectWalletView } from '@core/api/treasury';
import { formatSol } from '@core/format/money';
import { formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { $adminBusy } from '../../stores/admin/session';
import { $projectWallets, $projectWalletsError, declareProjectWallet, loadTreasury, outflowList, removeProjectWallet } from '../../stores/admin/treasury';
import { $sale } from '../../stores/sale';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Select, optionsOf } from '../ui/Select';
import { ServerList } from '../ui/ServerList';
import { Table, TableCell, TableRow } from '../ui/Table';
import { TextField } from '../ui/TextField';
import { ErrorLine } from '../ui/ErrorLine';
import { Section, short } from './AdminUi';
import { StablecoinAccounts } from '../ledger/StablecoinAccounts';
import type { StablecoinAccounting } from '@core/api/ledger';
import { ledgerApi } from '../../lib/api/clients';
import { call } from '../../lib/api/request';

const KIND_LABELS: Record<OutflowKind | 'all', string> = { all: 'All', refund: 'Refunds', sweep: 'Sweeps', fee: 'Fees', unexplained: 'Unexplained' };
const PART_LABELS: Record<OutflowKind, string> = { refund: 'Refund', sweep: 'Sweep', fee: 'Fee', unexplained: 'Unexplained' };

function partText(part: OutflowPart): string {
  const to = part.label ?? (part.recipient ? short(part.recipient) : null);
  const sol = `${formatSol(part.sol)} SOL`;
  if (part.kind === 'fee') return `${PART_LABELS.fee} ${sol}`;
  if (!to) return `${PART_LABELS[part.kind]} ${sol} that no account received`;
  return `${PART_LABELS[part.kind]} ${sol} to ${to}`;
}

function OutflowsSection({ cluster }: { cluster: string }) {
  const { data } = useStore(outflowList.$list);
  const params = useStore(outflowList.$params);
  const unexplained = data?.totals.unexplained;
  return (
    <Section title="Outflows" actions={<Button type="button" variant="subtle" size="sm" onClick={() => void loadTreasury()}>Refresh</Button>}>
      {data && (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {(['refund', 'sweep', 'fee', 'unexplained'] as const).map((kind) => (
            <div key={kind} className={`rounded-lg border p-3 ${kind === 'unexplained' && data.totals.unexplained.transactions > 0 ? 'border-warning-line bg-warning-surface/40' : 'border-line'}`}>
              <dt className="text-sm text-muted">{KIND_LABELS[kind]}</dt>
              <dd className="text-lg font-semibold text-heading" data-slot={`outflow-total-${kind}`}>
                {formatSol(data.totals[kind].sol)} SOL <span className="text-sm font-normal text-muted">in {formatCountOf(data.totals[kind].transactions, 'transaction')}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {unexplained && unexplained.transactions > 0 && (
        <p role="alert" className="rounded-md border border-warning-line bg-warning-surface/40 p-3 text-sm text-warning-strong" data-slot="unexplained-flag">
          {formatSol(unexplained.sol)} SOL left the treasury in {formatCountOf(unexplained.transactions, 'transaction')} that no recorded refund or declared project wallet explains. Record the refund, or
          declare the receiving wallet below if it is the team&apos;s.
        </p>
      )}
      <ServerList
        list={outflowList}
        label="Outflows"
        loadingText="Loading outflows..."
        controls={<Select id="outflow-kind" label="Show" className="w-48" options={optionsOf(KIND_LABELS, ['all', 'unexplained', 'refund', 'sweep', 'fee'])} value={params.kind} onChange={(e) => void outflowList.update({ kind: e.target.value })} />}
      >
        {(data) => (
          <Table look="framed" caption="Outflows" columns={['Time', 'Transaction', { label: 'Left (SOL)', align: 'end' }, 'What it was']} empty={data.items.length === 0 ? (params.kind === 'all' ? 'Nothing has left the treasury' : `No ${KIND_LABELS[params.kind as OutflowKind].toLowerCase()}`) : null}>
            {data.items.map((row) => (
              <TableRow key={row.signature} data-outflow={row.signature} data-kind={row.kind}>
                <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.time)}</TableCell>
                <TableCell mono>
                  <a href={explorerTxUrl(row.signature, cluster)} target="_blank" rel="noopener noreferrer" className="relative text-link underline" title={row.signature}>
                    {short(row.signature)}
                    <span className="sr-only"> (opens Solana Explorer in a new tab)</span>
                  </a>
                </TableCell>
                <TableCell align="end">{formatSol(row.sol)}</TableCell>
                <TableCell>
                  {row.kind === 'unexplained' && <strong className="mr-2 rounded bg-warning-line px-1.5 py-0.5 text-xs text-field">Unexplained</strong>}
                  <ul className="mt-1 flex flex-col gap-0.5">
                    {row.parts.map((part) => (
                      <li key={`${part.kind}-${part.recipient ?? ''}`}>{partText(part)}</li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </ServerList>
    </Section>
  );
}

function ProjectWalletsSection() {
  const wallets = useStore($projectWallets);
  const error = useStore($projectWalletsError);
  const busy = useStore($adminBusy);
  const [form, setForm] = useState({ address: '', label: '' });
  const [removing, setRemoving] = useState<ProjectWalletView | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await declareProjectWallet(form.address.trim(), form.label.trim())) setForm({ address: '', label: '' });
  }
  return (
    <Section title="Project wallets">
      <p className="max-w-3xl text-sm text-muted">
        The team&apos;s own wallets (cold storage, multisig). SOL the treasury sends to one of them is a sweep; declaring a wallet also explains what was sent to it
        before. Every declaration and removal is kept in the audit log.
      </p>
      <ErrorLine text={error} />
      {wallets && (
        <Table look="framed" caption="Project wallets" columns={['Name', 'Address', { label: 'Swept (SOL)', align: 'end' }, 'Declared', 'Actions']} empty={wallets.length === 0 ? 'No project wallet declared' : null}>
          {wallets.map((wallet) => (
            <TableRow key={wallet.address} data-project-wallet={wallet.address}>
              <TableCell>{wallet.label}</TableCell>
              <TableCell mono>
                <span className="break-all">{wallet.address}</span>
              </TableCell>
              <TableCell align="end">{formatSol(wallet.sweptSol)}</TableCell>
              <TableCell>
                {formatDateTimeUtc(wallet.declaredAt)} by {wallet.declaredBy}
              </TableCell>
              <TableCell>
                <Button type="button" variant="subtle" size="sm" aria-label={`Remove ${wallet.label}`} disabled={busy !== null} onClick={() => setRemoving(wallet)}>
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.label}?`}
          description="SOL the treasury sent to this wallet is no longer explained as a sweep: those outflows count as unexplained until a refund or a declared wallet explains them."
          confirmLabel="Remove wallet"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            void removeProjectWallet(removing);
          }}
        />
      )}
      <form onSubmit={submit} noValidate aria-label="Declare a project wallet" className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <TextField label="Wallet address" name="project-wallet-address" autoComplete="off" spellCheck={false} value={form.address} onChange={(e) => setForm({ ...form, address: e.target.value })} />
        <TextField label="Name" name="project-wallet-label" maxLength={80} value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} hint="For example: Team multisig, Cold storage." />
        <div className="sm:col-span-2">
          <Button type="submit" variant="accent" disabled={busy !== null}>
            {busy === 'declare-wallet' ? 'Declaring...' : 'Declare project wallet'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Each stablecoin's books beside its token account's balance, as /ledger shows them. */
function StablecoinSection({ cluster }: { cluster: string }) {
  const [stablecoins, setStablecoins] = useState<StablecoinAccounting[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    call(ledgerApi.treasury.$get())
      .then((accounting) => setStablecoins(accounting.stablecoins ?? []))
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <ErrorLine text="The stablecoin accounts could not be loaded. Refresh to try again." />;
  return stablecoins ? <StablecoinAccounts stablecoins={stablecoins} cluster={cluster} /> : null;
}

export function AdminTreasuryTab() {
  const sale = useStore($sale);
  useEffect(() => void loadTreasury(), []);
  return (
    <div className="flex flex-col gap-8">
      <OutflowsSection cluster={sale?.cluster ?? 'localnet'} />
      <StablecoinSection cluster={sale?.cluster ?? 'localnet'} />
      <ProjectWalletsSection />
    </div>
  );
}
