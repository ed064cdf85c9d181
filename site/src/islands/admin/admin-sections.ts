// The console's sections in side-navigation order; the URL's ?tab= names the open one, so each
// section has its own address and back/forward move between them.

export const ADMIN_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'operations', label: 'Operations' },
  { id: 'fundraising', label: 'Fundraising' },
  { id: 'contributions', label: 'Contributions' },
  { id: 'payments', label: 'Unmatched & Refunds' },
  { id: 'treasury', label: 'Treasury' },
  { id: 'distribution', label: 'Distribution' },
  { id: 'timers', label: 'ICO Timers' },
  { id: 'whitelist', label: 'Whitelist' },
  { id: 'mail', label: 'Mail' },
  { id: 'audit', label: 'Audit log' },
  { id: 'comments', label: 'Comments' },
  { id: 'referrals', label: 'Referrals' },
  { id: 'settings', label: 'Settings' },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/** The section a URL search string names; Overview for none or an unknown one. */
export function sectionFromSearch(search: string): AdminSectionId {
  const tab = new URLSearchParams(search).get('tab');
  return ADMIN_SECTIONS.find((section) => section.id === tab)?.id ?? 'overview';
}

/** The address of a section (Overview keeps the bare path). */
export const sectionHref = (id: AdminSectionId) => (id === 'overview' ? '/admin/dashboard' : `/admin/dashboard?tab=${id}`);
