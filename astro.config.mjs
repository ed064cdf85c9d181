// Astro builds the public site as plain static files into ./dist, which the worker serves as assets.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import sitemap from '@astrojs/sitemap';
import flatHtmlPages from './site/integrations/flat-html-pages.mjs';
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
    interactionDirective,
  ],
  // CSP as a meta tag with hashes of Astro's inline scripts; frame-ancestors and HSTS come from
  // site/public/_headers because browsers ignore them in a meta tag.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
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
    plugins: [tailwindcss()],
    resolve: { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } },
    server: {
      watch: { ignored: ['**/.wrangler/**', '**/dist/**'] },
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8788}` },
    },
  },
});
