// The whitelist mode (open to any wallet, or registered wallets only) and the registrations list,
// searched by wallet or email and paged by the server, with its CSV download.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { $adminBusy } from '../../stores/admin';
import { $whitelistMode, loadWhitelistMode, registrationList, saveWhitelistMode } from '../../stores/admin-console';
import { Button, buttonVariants } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Cell, ErrorLine, Pager, Section, Table, when } from './AdminUi';

export function WhitelistRegistrations() {
  const mode = useStore($whitelistMode);
  const busy = useStore($adminBusy);
  const { data, error } = useStore(registrationList.$list);
  const params = useStore(registrationList.$params);
  const [search, setSearch] = useState(params.q ?? '');
  useEffect(() => {
    void loadWhitelistMode();
    void registrationList.load();
  }, []);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void registrationList.update({ q: search.trim() });
  };
  return (
    <div className="flex flex-col gap-8">
      <Section title="Whitelist mode">
        <fieldset className="flex flex-col gap-2" disabled={mode === null || busy !== null}>
          <legend className="mb-2 text-sm text-gray-300">Who may contribute during the whitelist phase</legend>
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
          <a className={buttonVariants({ variant: 'subtle', size: 'sm' })} href="/api/admin/whitelist-registrations.csv" download>
            Download Registrations CSV
          </a>
        }
      >
        <form role="search" aria-label="Registrations" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <TextField label="Search wallet or email" name="q" type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} className="w-72 max-w-full" />
          <Button type="submit" variant="accent" size="sm">
            Search
          </Button>
        </form>
        <ErrorLine text={error} />
        {!data ? (
          <p role="status">Loading registrations...</p>
        ) : (
          <>
            <Table caption="Whitelist registrations" head={['Position', 'Wallet', 'Email', 'Registered']} empty={data.items.length === 0 ? (params.q ? 'No registrations match this search' : 'No registrations yet') : null}>
              {data.items.map((row) => (
                <tr key={row.position}>
                  <Cell>{row.position}</Cell>
                  <Cell mono>{row.walletAddress}</Cell>
                  <Cell>{row.email}</Cell>
                  <Cell>{when(row.createdAt)}</Cell>
                </tr>
              ))}
            </Table>
            <Pager label="Registrations" page={data.page} pageSize={data.limit} total={data.total} onPage={(page) => void registrationList.update({ page: String(page) })} />
          </>
        )}
      </Section>
    </div>
  );
}
