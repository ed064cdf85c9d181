// The whitelist mode (open to any wallet, or registered wallets only) and the registrations list,
// searched by wallet or email and paged by the server, with its CSV download.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $adminBusy } from '../../stores/admin/session';
import { loadWhitelistMode, REGISTRATIONS_CSV_HREF, registrationList, saveWhitelistMode, $whitelistMode } from '../../stores/admin/whitelist';
import { buttonVariants } from '../ui/Button';
import { Table, TableCell, TableRow } from '../ui/Table';
import { ListSearch } from '../ui/ListSearch';
import { ServerList } from '../ui/ServerList';
import { formatDateTimeUtc } from '@core/format/time';
import { Section } from './AdminUi';
import { formatCount } from '@core/format/numbers';

export function WhitelistRegistrations() {
  const mode = useStore($whitelistMode);
  const busy = useStore($adminBusy);
  const params = useStore(registrationList.$params);
  useEffect(() => {
    void loadWhitelistMode();
    void registrationList.load();
  }, []);
  return (
    <div className="flex flex-col gap-8">
      <Section title="Whitelist mode">
        <fieldset className="flex flex-col gap-2" disabled={mode === null || busy !== null}>
          <legend className="mb-2 text-sm text-muted">Who may contribute during the whitelist phase</legend>
          {(['open', 'registered'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="whitelist-mode" value={value} checked={mode === value} onChange={() => void saveWhitelistMode(value)} />
              {value === 'open' ? 'Open: any wallet' : 'Registered: only registered wallets'}
            </label>
          ))}
        </fieldset>
      </Section>
      <Section
        title="Registrations"
        actions={
          <a className={buttonVariants({ variant: 'subtle', size: 'sm' })} href={REGISTRATIONS_CSV_HREF} download>
            Download Registrations CSV
          </a>
        }
      >
        <ServerList
          list={registrationList}
          label="Registrations"
          loadingText="Loading registrations..."
          controls={<ListSearch list="Registrations" label="Search wallet or email" name="q" initial={params.q ?? ''} onSearch={(text) => void registrationList.update({ q: text })} />}
        >
          {(data) => (
            <Table look="framed" caption="Whitelist registrations" columns={['Registration #', 'Wallet', 'Email', 'Registered']} empty={data.items.length === 0 ? (params.q ? 'No registrations match this search' : 'No registrations yet') : null}>
              {data.items.map((row) => (
                <TableRow key={row.position}>
                  <TableCell>{formatCount(row.position)}</TableCell>
                  <TableCell mono className="max-w-[16rem] break-all">{row.walletAddress}</TableCell>
                  <TableCell className="max-w-[15rem] min-w-[11rem] wrap-anywhere">{row.email}</TableCell>
                  <TableCell className="min-w-[7rem]">{formatDateTimeUtc(row.createdAt)}</TableCell>
                </TableRow>
              ))}
            </Table>
          )}
        </ServerList>
      </Section>
    </div>
  );
}
