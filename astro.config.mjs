// Astro builds the public site as plain static files into ./dist, which the worker serves as assets.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import sitemap from '@astrojs/sitemap';
import flatHtmlPages from './site/integrations/flat-html-pages.mjs';
import termsVersion from './site/integrations/terms-version.mjs';
import honoClientWithoutCookies from './site/integrations/hono-client-without-cookies.mjs';
import { fileURLToPath } from 'node:url';

const site = process.env.PUBLIC_SITE_URL ?? 'https://mrdx.io';

/** `client:interaction`: hydrate wallet islands on first interaction (site/src/directives/interaction.ts). */
const interactionDirective = {
  name: 'mrdx:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./site/src/directives/interaction.ts', import.meta.url)) });
    },
  },
};

/** The wallet code of the island-kit group below. */
const WALLET_KIT = /[\\/]site[\\/]src[\\/](lib[\\/](wallets[\\/](wallet-options|recent-wallets|connect-error|known-wallets|discovery|wallet-boot|wallet-rejection|wallet-capabilities|wallet-session)|solana[\\/](rpc|explorer|send-prepared-payment|wire-bytes)|notices[\\/][\w-]+|api[\\/](contributions|poll-while-visible))|stores[\\/](wallet|rates))\.ts$|node_modules[\\/](@nanostores[\\/]persistent|@wallet-standard[\\/]app)[\\/]/;
/** React and the shared UI pieces of the island-kit group below. */
const REACT_UI = /[\\/](site[\\/]src[\\/]islands[\\/]ui[\\/](Button|CopyButton|Spinner|TokenBreakdown)\.tsx|site[\\/]src[\\/]islands[\\/]ui[\\/]use-hydrated\.ts|node_modules[\\/](react[\\/](index|jsx-runtime)\.js|react[\\/]cjs[\\/]react(-jsx-runtime)?\.production\.js|@nanostores[\\/]react[\\/]))$/;

/**
 * Small modules shared by many islands, bundled into a few chunks instead of one chunk each: gzip packs
 * one chunk of many modules far tighter than many chunks of one, and the contribution flow's budget
 * (DEVELOPERS.md "Budgets") counts every chunk. A group takes its modules' dependencies along, so the
 * few modules the landing and newsletter pages also need form their own group first (site-base), and
 * those pages do not load the wallet code. A group also holds its modules whichever page asks for one of
 * them, so a module the contribution flow never runs stays out of the groups the flow loads (the nav's
 * connection status, the comments' relative times). Every grouped module's top level only defines
 * values and stores and their subscriptions (work starts in onMount or when called), so loading a group
 * early starts nothing.
 */
const CHUNK_GROUPS = [
  {
    name: 'site-base',
    priority: 2,
    // The referral capture runs on most pages, which load this group anyway (for sale-config).
    test: /[\\/](site[\\/]src[\\/](lib[\\/](api[\\/]request|notices[\\/]notice-queue|ui[\\/]cn|sale[\\/]referral-capture)|stores[\\/](notices|sale))\.ts$|core[\\/](sale-config|schemas[\\/]newsletter)\.ts$|node_modules[\\/](valibot|clsx|nanostores)[\\/])/,
  },
  {
    name: 'sale-core',
    test: /[\\/]core[\\/](lamports|tokens|address|phase|vesting|sale-stage|format[\\/](money|numbers|time|tokens)|schemas[\\/]contribution)\.ts$/,
  },
  // React itself, the JSX runtime, the nanostores binding and the shared UI pieces, with the wallet code
  // (discovery and store, notices, RPC, the prepared payment's sender): every page with a React island
  // loads both, so one chunk packs them tighter than two.
  { name: 'island-kit', test: new RegExp(`${WALLET_KIT.source}|${REACT_UI.source}`) },
  // The contribution flow's own modules: the wizard (/, /ico, /checkout), the checkout's order around it
  // and the calculator's modules they share, in one chunk instead of the four /checkout loaded. The
  // stablecoin rules stay out: they load on their own when a buyer picks a stablecoin.
  {
    name: 'contribution-flow',
    test: /[\\/]site[\\/]src[\\/](islands[\\/](contribute[\\/](?!stablecoin-rules)[\w-]+|checkout[\\/](CheckoutFlow|checkout-order)|sale[\\/]LazySaleStageNotice|calculator[\\/]currencies)|lib[\\/]sale[\\/](payment-flow|wizard-notice)|stores[\\/]payment)\.tsx?$/,
  },
  // The nav's wallet islands wake together when a wallet connects.
  { name: 'nav-wallet', test: /[\\/]site[\\/]src[\\/]islands[\\/]wallet[\\/](WalletButton|DrawerWallet|ConnectionStatus)\.tsx$/ },
];

export default defineConfig({
  site,
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    react(),
    mdx({ syntaxHighlight: false }),
    // The printable whitepaper duplicates /whitepaper (its canonical), and the 404 page is no page to index.
    sitemap({ filter: (page) => !page.endsWith('.html') && !page.endsWith('.html/') && !/\/404\/?$/.test(page) }),
    flatHtmlPages(),
    // The version of the terms every intent records (core/generated/terms-version.ts), fresh before the pages build.
    termsVersion(),
    interactionDirective,
  ],
  // CSP as a meta tag with hashes of Astro's inline scripts; frame-ancestors and HSTS come from
  // site/public/_headers because browsers ignore them in a meta tag.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        // The Mobile Wallet Adapter on Android reaches the wallet app through a WebSocket on the phone
        // itself (site/src/lib/wallets/mobile-wallet-adapter.ts).
        "connect-src 'self' ws://localhost:*",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), honoClientWithoutCookies()],
    build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } },
    resolve: { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } },
    server: {
      watch: { ignored: ['**/.wrangler/**', '**/dist/**'] },
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8788}` },
    },
  },
});
