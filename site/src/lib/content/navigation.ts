// The site's navigation and footer link lists, in one place.

/** A link in the top navigation or the footer. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * Top navigation, desktop bar and mobile drawer: the site's five links with the two sale pages (/ico,
 * /whitelist) after Home, so they are reachable from every page. Contact is the landing page's #contact.
 */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'ICO', href: '/ico' },
  { label: 'Whitelist', href: '/whitelist' },
  { label: 'Whitepaper', href: '/whitepaper' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Referrals', href: '/referrals' },
  { label: 'Dashboard', href: '/dashboard' },
];

/**
 * "Enter Site" means one thing on every page (the landing hero, /whitelist, /ico): the investor platform,
 * /mrdx, as the landing page always listed; the sale pages have their own links in the navigation.
 */
export const ENTER_SITE: NavLink = { label: 'Enter Site', href: '/mrdx' };

/** Footer quick links. */
export const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Whitepaper', href: '/whitepaper' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Referrals', href: '/referrals' },
  { label: 'FAQ', href: '/#faq' },
];

/** Footer legal links: real pages from the `legal` collection. */
export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Cookie Policy', href: '/cookies' },
];

/** True when `href` is the page at `pathname` (ignoring a trailing slash), for aria-current. */
export function isCurrent(href: string, pathname: string): boolean {
  const clean = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  return !href.includes('#') && clean(href) === clean(pathname);
}
