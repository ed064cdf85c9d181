// The admin dashboard island: auth check with a spinner, then Overview, ICO Timers, Whitelist and
// Settings tabs and a Logout button. Nothing of the dashboard renders without an admin session.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $adminAuth, $adminBusy, checkAdminAuth, logoutAdmin } from '../../stores/admin';
import { Tabs } from '../ui/Tabs';
import { Toasts } from '../ui/Toasts';
import { AdminOverviewTab } from './AdminOverviewTab';
import { AdminSettingsTab } from './AdminSettingsTab';
import { AdminTimersTab } from './AdminTimersTab';
import { AdminWhitelistTab } from './AdminWhitelistTab';
import { Button } from '../ui/Button';

/** The dashboard, or a spinner while checking, or a sign-in link when not an admin. */
export function AdminDashboard() {
  const auth = useStore($adminAuth);
  const busy = useStore($adminBusy);
  const [tab, setTab] = useState('overview');
  useEffect(() => void checkAdminAuth(), []);

  if (auth === 'checking') {
    return (
      <div role="status" className="flex items-center gap-3 py-16">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-cyan-400 border-t-transparent" />
        Checking admin access...
      </div>
    );
  }
  if (auth === 'no') {
    return (
      <p className="py-16">
        <a href="/admin/login" className="text-cyan-300 underline">Sign in as admin</a>
      </p>
    );
  }
  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button type="button" variant="subtle" disabled={busy === 'logout'} onClick={() => void logoutAdmin()}>
          Logout
        </Button>
      </div>
      <Tabs
        label="Admin sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'overview', label: 'Overview', panel: <AdminOverviewTab /> },
          { id: 'timers', label: 'ICO Timers', panel: <AdminTimersTab /> },
          { id: 'whitelist', label: 'Whitelist', panel: <AdminWhitelistTab /> },
          { id: 'settings', label: 'Settings', panel: <AdminSettingsTab /> },
        ]}
      />
      <Toasts />
    </>
  );
}
