// Admin Fundraising: goal, soft cap, hard cap and end date (core/schemas/admin-fundraising.ts's rules, and toasts), and the signed
// adjustments of the totals with who recorded them and when, paged by the server (totals are never overwritten).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { FUNDRAISING_MESSAGES, FundraisingAdjustmentSchema, FundraisingSettingsSchema } from '@core/schemas/admin-fundraising';
import { addAdjustment, adjustmentList, $fundraising, loadFundraising, saveFundraising } from '../../stores/admin/fundraising';
import { $adminBusy } from '../../stores/admin/session';
import { showToast } from '../../stores/notices';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Table, TableCell, TableRow } from '../ui/Table';
import { ServerList } from '../ui/ServerList';
import { formatUsd } from '@core/format/money';
import { formatDateTimeUtc } from '@core/format/time';
import { Section } from './AdminUi';
import { formatCount } from '@core/format/numbers';

/** ISO → the value of a datetime-local input, in UTC. */
const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export function AdminFundraisingTab() {
  const stats = useStore($fundraising);
  const busy = useStore($adminBusy);
  const [form, setForm] = useState<{ goal: string; softCap: string; hardCap: string; endDate: string } | null>(null);
  const [adjust, setAdjust] = useState({ amount: '', investorsDelta: '0', reason: '' });
  useEffect(() => {
    void loadFundraising();
    void adjustmentList.load();
  }, []);
  useEffect(() => {
    if (stats && !form) setForm({ goal: String(stats.goal), softCap: String(stats.softCap), hardCap: String(stats.hardCap), endDate: toLocalInput(stats.endDate) });
  }, [stats, form]);
  if (!stats || !form) return <p role="status">Loading fundraising statistics...</p>;

  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const payload = { ...form, endDate: form.endDate ? `${form.endDate}:00Z` : '' };
    const parsed = v.safeParse(FundraisingSettingsSchema, payload);
    if (!parsed.success) {
      showToast(FUNDRAISING_MESSAGES.updateFailed.title, parsed.issues[0]?.message ?? FUNDRAISING_MESSAGES.updateFailed.description, 'destructive');
      return;
    }
    await saveFundraising(payload);
  }
  async function submitAdjustment(event: FormEvent) {
    event.preventDefault();
    const payload = { amount: adjust.amount.trim() || '0', investorsDelta: Number(adjust.investorsDelta || '0'), reason: adjust.reason };
    const parsed = v.safeParse(FundraisingAdjustmentSchema, payload);
    if (!parsed.success) {
      showToast(FUNDRAISING_MESSAGES.updateFailed.title, parsed.issues[0]?.message ?? FUNDRAISING_MESSAGES.updateFailed.description, 'destructive');
      return;
    }
    if (await addAdjustment(payload)) setAdjust({ amount: '', investorsDelta: '0', reason: '' });
  }

  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-muted">
        Raised {formatUsd(stats.currentAmount)} ({formatUsd(stats.contributedAmount)} credited, {formatUsd(stats.adjustmentsAmount)} adjustments) · {formatCount(stats.totalInvestors)} investors
      </p>
      <Section title="Targets and end date">
        <form method="post" onSubmit={submit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <TextField label="Goal (USD)" name="goal" inputMode="decimal" value={form.goal} onChange={set('goal')} />
          <TextField label="Soft cap (USD)" name="softCap" inputMode="decimal" value={form.softCap} onChange={set('softCap')} />
          <TextField label="Hard cap (USD)" name="hardCap" inputMode="decimal" value={form.hardCap} onChange={set('hardCap')} />
          <TextField label="End date (UTC)" name="endDate" type="datetime-local" value={form.endDate} onChange={set('endDate')} />
          <div className="sm:col-span-2">
            <Button type="submit" variant="accent" disabled={busy !== null}>
              {busy === 'fundraising' ? 'Updating...' : 'Update Statistics'}
            </Button>
          </div>
        </form>
      </Section>
      <Section title="Adjustments">
        <form method="post" onSubmit={submitAdjustment} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <TextField label="Amount (USD, signed)" name="amount" inputMode="decimal" placeholder="-250.00" value={adjust.amount} onChange={(e) => setAdjust({ ...adjust, amount: e.target.value })} />
          <TextField label="Investors delta" name="investorsDelta" type="number" step={1} value={adjust.investorsDelta} onChange={(e) => setAdjust({ ...adjust, investorsDelta: e.target.value })} />
          <TextField label="Reason" name="reason" className="sm:col-span-2" maxLength={500} value={adjust.reason} onChange={(e) => setAdjust({ ...adjust, reason: e.target.value })} />
          <div className="sm:col-span-2">
            <Button type="submit" variant="accent" disabled={busy !== null}>
              {busy === 'adjustment' ? 'Recording...' : 'Record Adjustment'}
            </Button>
          </div>
        </form>
        <ServerList list={adjustmentList} label="Adjustments" loadingText="Loading adjustments...">
          {(data) => (
            <Table look="framed" caption="Adjustments" columns={['When', 'Who', { label: 'Amount', align: 'end' }, { label: 'Investors', align: 'end' }, 'Reason']} empty={data.items.length === 0 ? 'No adjustments yet' : null}>
              {data.items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.createdAt)}</TableCell>
                  <TableCell>{row.actor}</TableCell>
                  <TableCell align="end">{formatUsd(row.amountUsd)}</TableCell>
                  <TableCell align="end">{row.investorsDelta > 0 ? `+${formatCount(row.investorsDelta)}` : formatCount(row.investorsDelta)}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </Table>
          )}
        </ServerList>
      </Section>
    </div>
  );
}
