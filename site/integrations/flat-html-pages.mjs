// Astro integration: a page named `x.html.astro` builds to `x.html/index.html` under the directory
// build format; this moves it to `x.html`, the URL the page is linked at (e.g. the printable whitepaper).
import { existsSync, renameSync, rmdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** @returns {import('astro').AstroIntegration} */
export default function flatHtmlPages() {
  return {
    name: 'flat-html-pages',
    hooks: {
      'astro:build:done': ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        for (const { pathname } of pages) {
          const name = pathname.replace(/\/$/, '');
          if (!name.endsWith('.html')) continue;
          const nested = path.join(outDir, name, 'index.html');
          if (!existsSync(nested)) continue;
          const flat = path.join(outDir, `${name}.tmp`);
          renameSync(nested, flat);
          rmdirSync(path.join(outDir, name));
          renameSync(flat, path.join(outDir, name));
          logger.info(`${name}/index.html → ${name}`);
        }
      },
    },
  };
}
