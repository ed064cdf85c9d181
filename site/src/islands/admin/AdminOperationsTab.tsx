// Admin Operations: the live health of the money engine (watcher, RPC, price feed, mail outbox,
// unmatched payments, the treasury against its books), each figure with its state in words and the
// amber and red thresholds it is graded by; polled while the tab is visible.
import { formatAssetDecimal } from '@core/asset-amount';
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { AdminOperations } from '@core/api/operations';
import { LEVEL_WORDS, type OperationLevel, type Threshold } from '@core/operations';
import { formatSol } from '@core/format/money';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { $operations, $operationsError, loadOperations, pollOperations } from '../../stores/admin/operations';
import { Button } from '../ui/Button';
import { Table, TableCell, TableRow } from '../ui/Table';
import { ErrorLine } from '../ui/ErrorLine';
import { Section } from './AdminUi';
import { sectionHref } from './admin-sections';

const LEVEL_STYLES: Record<OperationLevel, string> = {
  ok: 'border-success-line bg-success-surface/60 text-success-strong',
  amber: 'border-warning-line bg-warning-surface/60 text-warning-strong',
  red: 'border-danger-line bg-danger-surface/60 text-danger-strong',
};
// A mark beside the word, so the state reads without colour too.
const LEVEL_MARKS: Record<OperationLevel, string> = { ok: '✓', amber: '!', red: '✕' };

function Level({ level }: { level: OperationLevel }) {
  return (
    <span data-level={level} className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${LEVEL_STYLES[level]}`}>
      <span aria-hidden="true">{LEVEL_MARKS[level]}</span>
      {LEVEL_WORDS[level]}
    </span>
  );
}

const sol = (lamports: string | null) => (lamports === null ? 'unknown' : `${formatSol(BigInt(lamports))} SOL`);
const seconds = (value: number | null) => (value === null ? 'unknown' : value < 120 ? `${value} s` : `${Math.round(value / 60)} min`);
/** A threshold as people say it: "1 mail", "10 mails", "1 lamport", "1 SOL" (lamports from a thousandth of a SOL up). */
function thresholdAmount(value: number, unit: string): string {
  if (unit === 'lamports' && value >= 1_000_000) return sol(String(value));
  const singular = unit.length > 2 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
  return formatCountOf(value, singular, unit);
}
const rule = (name: string, threshold: Threshold) =>
  `${name}: warning from ${thresholdAmount(threshold.amber, threshold.unit)}, critical from ${thresholdAmount(threshold.red, threshold.unit)}`;

function Card({ id, title, level, figure, children, rules, link }: { id: string; title: string; level: OperationLevel; figure: string; children?: ReactNode; rules: string[]; link?: { href: string; text: string } }) {
  return (
    <article data-slot={`operations-${id}`} aria-labelledby={`operations-${id}-title`} className={`flex min-w-0 flex-col gap-2 rounded-lg border bg-surface p-4 ${level === 'ok' ? 'border-line' : LEVEL_STYLES[level].split(' ')[0]}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`operations-${id}-title`} className="text-sm font-medium text-fg-soft">
          {title}
        </h3>
        <Level level={level} />
      </div>
      <p className="text-xl font-bold break-words text-heading">{figure}</p>
      {children && <div className="text-sm break-words text-muted">{children}</div>}
      <ul className="text-xs text-faint">
        {rules.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {link && (
        <a href={link.href} className="text-sm text-link underline underline-offset-2 hover:text-link-hover">
          {link.text}
        </a>
      )}
    </article>
  );
}

/** The watcher's headline: how far behind it is, or how old the finalized tip is when the chain itself stalled. */
function watcherFigure(watcher: AdminOperations['watcher'], t: AdminOperations['thresholds']): string {
  const tipAge = watcher.tipAgeSeconds;
  if (tipAge !== null && tipAge >= t.finalizedTipAgeSeconds.amber && tipAge >= (watcher.lagSeconds ?? 0)) return `Chain stalled: finalized tip ${seconds(tipAge)} old`;
  return watcher.lagSeconds === 0 ? 'Caught up' : `${seconds(watcher.lagSeconds)} behind`;
}

function Figures({ data }: { data: AdminOperations }) {
  const { watcher, rpc, price, mail, unmatched, treasury, thresholds: t } = data;
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      <Card id="watcher" title="Watcher" level={watcher.level} figure={watcherFigure(watcher, t)}
        rules={[rule('Lag', t.watcherLagSeconds), rule('No run for', t.watcherIdleSeconds), rule('Finalized tip age', t.finalizedTipAgeSeconds)]}>
        <p>
          Last run: {watcher.lastRunAt ? `${formatDateTimeUtc(watcher.lastRunAt)} (${seconds(watcher.idleSeconds)} ago)` : 'never'} · lag {watcher.lagSlots === null ? 'unknown' : formatCountOf(watcher.lagSlots, 'slot')}
          {watcher.tipSlot !== null && ` behind finalized slot ${formatCount(watcher.tipSlot)}`}
          {watcher.tipAgeSeconds !== null && ` (${seconds(watcher.tipAgeSeconds)} old)`}
        </p>
        <p>
          Found last run: {watcher.lastRun ? `${formatCountOf(watcher.lastRun.handled, 'payment')} (${formatCount(watcher.lastRun.credited)} credited, ${formatCount(watcher.lastRun.unmatched)} unmatched)` : 'nothing yet'} · last hour:{' '}
          {formatCount(watcher.lastHour.handled)} in {formatCountOf(watcher.lastHour.runs, 'run')}
        </p>
        {watcher.backlog > 0 && <p>Backlog: {formatCountOf(watcher.backlog, 'transaction')}{watcher.backlogGrew ? ', growing' : ''}</p>}
      </Card>
      <Card id="rpc" title="RPC (last hour)" level={rpc.level} figure={`${rpc.errorPercent} % errors · ${formatCount(rpc.meanMs)} ms`}
        rules={[rule('Errors', t.rpcErrorPercent), rule('Mean latency', t.rpcLatencyMs), rule('Failing runs in a row', t.rpcFailingRuns)]}>
        <p>
          {formatCountOf(rpc.calls, 'call')}, {formatCount(rpc.errors)} failed · {formatCountOf(rpc.failingRuns, 'failing run')} in a row
        </p>
      </Card>
      <Card id="price" title="Price feed" level={price.level} figure={price.ageSeconds === null ? 'No price' : `${seconds(price.ageSeconds)} old`} rules={[rule('Age', t.priceAgeSeconds)]}>
        <p>Source: {price.source ?? 'none'}{price.updatedAt && ` · fetched ${formatDateTimeUtc(price.updatedAt)}`}</p>
      </Card>
      <Card id="mail" title="Mail outbox" level={mail.level} figure={`${formatCount(mail.failed)} failed`} rules={[rule('Failed', t.mailFailed)]} link={{ href: sectionHref('mail'), text: 'Open the mail outbox' }}>
        <p>{formatCount(mail.queued)} queued</p>
      </Card>
      <Card id="unmatched" title="Unmatched payments" level={unmatched.level} figure={`${formatCount(unmatched.open)} open`} rules={[rule('Open', t.unmatchedOpen)]}
        link={{ href: sectionHref('payments'), text: 'Review unmatched payments' }}>
        <p>
          {formatCountOf(unmatched.refundDue, 'refund')} due{unmatched.oldestOpenAt && ` · oldest open since ${formatDateTimeUtc(unmatched.oldestOpenAt)}`}
        </p>
      </Card>
      <Card id="treasury" title="Treasury against the books" level={treasury.level}
        figure={treasury.differenceLamports === null ? 'Balance unknown' : treasury.differenceLamports === '0' ? 'Balanced' : `Differs by ${sol(treasury.differenceLamports)}`}
        rules={['Warning: a difference while the watcher has transactions to read; critical: a difference once it has read them all, or the chain unreadable', rule('Unexplained outflows', t.unexplainedLamports)]}
        link={{ href: sectionHref('treasury'), text: 'Open the Treasury tab (outflows, project wallets)' }}>
        <p>On chain (finalized): {sol(treasury.chainLamports)}</p>
        <p>
          Books: {sol(treasury.recordedLamports)} = opening + credited {sol(treasury.creditedLamports)} + unmatched {sol(treasury.unmatchedLamports)}{treasury.fundingLamports !== '0' && <> + from project wallets {sol(treasury.fundingLamports)}</>} − left {sol(treasury.leftLamports)}
        </p>
        {treasury.unreadTransactions && <p>The watcher has not read the newest treasury transactions yet.</p>}
        <p>
          Unexplained outflows: {sol(treasury.unexplained.lamports)} in {formatCountOf(treasury.unexplained.transactions, 'transaction')} <Level level={treasury.unexplained.level} />
        </p>
        {(treasury.stablecoins ?? []).map((coin) => (
          <p key={coin.asset} data-slot="operations-stablecoin" data-asset={coin.asset}>
            {coin.asset}: on chain {coin.chain === null ? 'unknown' : formatAssetDecimal(coin.chain, coin.asset)}, books {formatAssetDecimal(coin.recorded, coin.asset)}
            {coin.difference !== null && coin.difference !== '0' && `, differs by ${formatAssetDecimal(coin.difference, coin.asset)}`}
            {coin.unexplained.transactions > 0 && `; unexplained ${formatAssetDecimal(coin.unexplained.amount, coin.asset)}`} <Level level={coin.level} />
          </p>
        ))}
      </Card>
    </div>
  );
}

export function AdminOperationsTab() {
  const data = useStore($operations);
  const error = useStore($operationsError);
  useEffect(() => pollOperations(), []);
  return (
    <Section title="Live figures" actions={<Button type="button" variant="subtle" size="sm" onClick={() => void loadOperations()}>Refresh</Button>}>
      <ErrorLine text={error} />
      {!data ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted" data-slot="operations-overall">
            Overall: <Level level={data.level} /> · checked {formatDateTimeUtc(data.checkedAt)}, refreshed every 15 s while this tab is open
          </p>
          <Figures data={data} />
          <Table look="framed" caption="RPC calls per method over the last hour" columns={['Method', { label: 'Calls', align: 'end' }, { label: 'Errors', align: 'end' }, { label: 'Mean', align: 'end' }, { label: 'Worst', align: 'end' }]}
            empty={data.rpc.methods.length === 0 ? 'No RPC calls recorded in the last hour.' : undefined}>
            {data.rpc.methods.map((method) => (
              <TableRow key={method.method}>
                <TableCell mono>{method.method}</TableCell>
                <TableCell align="end">{formatCount(method.calls)}</TableCell>
                <TableCell align="end">{formatCount(method.errors)}</TableCell>
                <TableCell align="end">{formatCount(method.meanMs)} ms</TableCell>
                <TableCell align="end">{formatCount(method.maxMs)} ms</TableCell>
              </TableRow>
            ))}
          </Table>
        </>
      )}
    </Section>
  );
}
