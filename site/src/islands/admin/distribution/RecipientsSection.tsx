// The plan's recipients, searched by wallet and paged by the server, with their token account, flags
// (owner off the ed25519 curve, frozen account) and, for each flagged one, the admin's explicit choice
// (pay anyway or hold, with a reason) made in a dialog while the plan is a draft.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { DistributionPlanView, PlanRecipientView } from '@core/api/distribution';
import { formatCountOf } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { ACCOUNT_STATE_LABELS, actorName, FLAG_LABELS } from '../../../lib/distribution/labels';
import { chooseForRecipient, recipientList } from '../../../stores/admin/distribution';
import { $adminBusy } from '../../../stores/admin/session';
import { Button } from '../../ui/Button';
import { Select, optionsOf } from '../../ui/Select';
import { ServerList } from '../../ui/ServerList';
import { Table, TableCell, TableRow } from '../../ui/Table';
import { ListSearch } from '../../ui/ListSearch';
import { Section, short } from '../AdminUi';
import { ChoiceDialog } from '../payout/ChoiceDialog';

const FILTERS = { all: 'All recipients', flagged: 'Flagged', undecided: 'Flagged, no choice yet' } as const;

function choiceText(recipient: PlanRecipientView): string {
  if (recipient.flags.length === 0) return '—';
  if (!recipient.choice) return 'Needs your choice';
  return `${recipient.choice === 'pay' ? 'Pay' : 'Hold'}: ${recipient.choiceReason} (${actorName(recipient.choiceBy)}, ${formatDateTimeUtc(recipient.choiceAt)})`;
}

/** Recipients of the plan; choices are open while it is a draft. */
export function RecipientsSection({ plan }: { plan: DistributionPlanView }) {
  const params = useStore(recipientList.$params);
  const busy = useStore($adminBusy);
  const [choosing, setChoosing] = useState<PlanRecipientView | null>(null);
  const draft = plan.status === 'draft';
  return (
    <Section title="Recipients">
      <ServerList
        list={recipientList}
        label="Recipients"
        loadingText="Loading recipients..."
        controls={
          <>
            <ListSearch list="Recipients" label="Search recipients by wallet" name="recipient-q" initial={params.q ?? ''} onSearch={(text) => void recipientList.update({ q: text })} />
            <Select id="recipient-filter" label="Show" className="w-56" options={optionsOf(FILTERS)} value={params.filter} onChange={(e) => void recipientList.update({ filter: e.target.value })} />
          </>
        }
      >
        {(data) => (
          <Table look="framed" caption="Recipients" columns={['Wallet', 'Token account (at build)', 'Flags', { label: 'MRDX', align: 'end' }, 'Choice', 'Actions']} empty={data.items.length === 0 ? (params.q ? 'No recipient matches this wallet' : 'No recipients in this view') : null}>
            {data.items.map((recipient) => (
              <TableRow key={recipient.wallet} data-recipient={recipient.wallet} data-flagged={recipient.flags.length > 0}>
                <TableCell mono className="max-w-[16rem] break-all">{recipient.wallet}</TableCell>
                <TableCell>
                  <span className="block font-mono" title={recipient.tokenAccount}>{short(recipient.tokenAccount)}</span>
                  <span className="text-xs text-muted">{ACCOUNT_STATE_LABELS[recipient.accountState]}</span>
                </TableCell>
                <TableCell>
                  {recipient.flags.length === 0 ? 'None' : (
                    <ul className="flex flex-col gap-0.5 text-warning">
                      {recipient.flags.map((flag) => <li key={flag}>{FLAG_LABELS[flag]}</li>)}
                    </ul>
                  )}
                </TableCell>
                <TableCell align="end">{formatTokenAmount(recipient.total, { unit: false })}</TableCell>
                <TableCell className={recipient.needsChoice ? 'text-warning' : undefined}>{choiceText(recipient)}</TableCell>
                <TableCell>
                  {recipient.flags.length > 0 && draft ? (
                    <Button size="sm" variant="subtle" disabled={busy !== null} aria-label={`Choose for ${recipient.wallet}`} onClick={() => setChoosing(recipient)}>
                      {recipient.choice ? 'Change' : 'Choose'}
                    </Button>
                  ) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </ServerList>
      {choosing && (
        <ChoiceDialog
          title="Pay or hold this recipient"
          description={choosing.flags.map((flag) => FLAG_LABELS[flag]).join('; ')}
          wallet={choosing.wallet}
          explanation={`${formatTokenAmount(choosing.total)} in ${formatCountOf(choosing.rows, 'payout')}. An owner off the curve is a program's account: nobody may hold its key. A frozen account cannot receive until it is thawed. A held recipient is never batched.`}
          payLabel="Pay anyway"
          holdLabel="Hold its payouts"
          initialChoice={choosing.choice}
          initialReason={choosing.choiceReason}
          saving={busy?.startsWith('distribution-choice') ?? false}
          disabled={busy !== null}
          onSave={(choice, reason) => chooseForRecipient(choosing.wallet, choice, reason)}
          onClose={() => setChoosing(null)}
        />
      )}
    </Section>
  );
}
