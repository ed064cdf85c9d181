// The admin console island: auth check with a spinner, then a side navigation of sections (each its
// own ?tab= address, back/forward included) beside the open section, and Logout. Nothing of the
// console renders without an admin session.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { $adminAuth, $adminBusy, checkAdminAuth, logoutAdmin } from '../../stores/admin/session';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Toasts } from '../ui/Toasts';
import { ADMIN_SECTIONS, sectionFromSearch, sectionHref, type AdminSectionId } from './admin-sections';
import { AdminOverviewTab } from './AdminOverviewTab';

/** A section loaded when first opened: only Overview, the landing section, ships with the console. */
function onDemand<K extends string>(load: () => Promise<Record<K, unknown>>, name: K): () => ReactNode {
  const Panel = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return () => <Panel />;
}

// Every other section is its own chunk, so opening the console (and the Distribution section, with its
// wallet code) stays within the page budget.
const PANELS: Record<AdminSectionId, () => ReactNode> = {
  overview: () => <AdminOverviewTab />,
  operations: onDemand(() => import('./AdminOperationsTab'), 'AdminOperationsTab'),
  fundraising: onDemand(() => import('./AdminFundraisingTab'), 'AdminFundraisingTab'),
  contributions: onDemand(() => import('./AdminContributionsTab'), 'AdminContributionsTab'),
  payments: onDemand(() => import('./AdminPaymentsTab'), 'AdminPaymentsTab'),
  treasury: onDemand(() => import('./AdminTreasuryTab'), 'AdminTreasuryTab'),
  distribution: onDemand(() => import('./AdminDistributionTab'), 'AdminDistributionTab'),
  timers: onDemand(() => import('./AdminTimersTab'), 'AdminTimersTab'),
  whitelist: onDemand(() => import('./AdminWhitelistTab'), 'AdminWhitelistTab'),
  mail: onDemand(() => import('./AdminMailTab'), 'AdminMailTab'),
  audit: onDemand(() => import('./AdminAuditTab'), 'AdminAuditTab'),
  comments: onDemand(() => import('./AdminCommentsTab'), 'AdminCommentsTab'),
  referrals: onDemand(() => import('./AdminReferralsTab'), 'AdminReferralsTab'),
  settings: onDemand(() => import('./AdminSettingsTab'), 'AdminSettingsTab'),
};

/** The open section, following the address bar (pushState on a click, popstate on back/forward). */
function useSection(): [AdminSectionId, (id: AdminSectionId) => void] {
  const [section, setSection] = useState<AdminSectionId>('overview');
  useEffect(() => {
    const sync = () => setSection(sectionFromSearch(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  const open = (id: AdminSectionId) => {
    if (id !== sectionFromSearch(window.location.search)) window.history.pushState(null, '', sectionHref(id));
    setSection(id);
  };
  return [section, open];
}

export function AdminDashboard() {
  const auth = useStore($adminAuth);
  const busy = useStore($adminBusy);
  const [section, open] = useSection();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void checkAdminAuth(), []);

  if (auth === 'checking') {
    return (
      <div role="status" className="flex items-center gap-3 p-16">
        <Spinner size="lg" className="text-accent-line" />
        Checking admin access...
      </div>
    );
  }
  if (auth === 'no') {
    return (
      <p className="p-16">
        <a href="/admin/login" className="text-link underline">
          Sign in as admin
        </a>
      </p>
    );
  }

  const onNav = (id: AdminSectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(id);
    heading.current?.focus();
  };
  const label = ADMIN_SECTIONS.find((item) => item.id === section)!.label;
  return (
    <div className="md:grid md:min-h-screen md:grid-cols-[15rem_1fr]">
      <aside className="border-b border-line-soft bg-surface md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-3 p-4">
          <p className="font-semibold text-heading">MRDX Admin</p>
          <Button type="button" variant="subtle" size="sm" disabled={busy === 'logout'} onClick={() => void logoutAdmin()}>
            Logout
          </Button>
        </div>
        {/* On a phone the sections wrap over a few lines: none hides behind a sideways scroll. */}
        <nav aria-label="Admin sections" className="px-2 pb-3">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {ADMIN_SECTIONS.map((item) => (
              <li key={item.id}>
                <a
                  href={sectionHref(item.id)}
                  aria-current={item.id === section ? 'page' : undefined}
                  onClick={onNav(item.id)}
                  className={`block rounded-md px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-focus ${item.id === section ? 'bg-accent text-heading' : 'text-fg-soft hover:bg-overlay/10'}`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 p-4 md:p-8">
        <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-bold text-heading focus:outline-none">
          {label}
        </h1>
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-3">
              <Spinner className="text-accent-line" />
              Loading {label}...
            </p>
          }
        >
          <div key={section}>{PANELS[section]()}</div>
        </Suspense>
      </div>
      <Toasts />
    </div>
  );
}
