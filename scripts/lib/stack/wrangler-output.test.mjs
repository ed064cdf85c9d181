// Tests what `npm start` shows of wrangler's output: the cron warning dropped, the migrations said once.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { createWranglerDevFilter, forwardLines, migrationSummary } from './wrangler-output.mjs';

/** wrangler dev 4.156's output around its cron warning, colours included. */
const DEV_OUTPUT = [
  '[wrangler:warn] Unable to fetch the `Request.cf` object! Falling back to a default placeholder...',
  '\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mScheduled Workers are not automatically triggered during local development.\u001b[0m',
  '',
  '  To manually trigger a scheduled event, run:',
  '    curl "http://127.0.0.1:8860/cdn-cgi/local/scheduled"',
  '  For more details, see \u001b[4mhttps://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally\u001b[0m',
  '',
  '',
  '⎔ Starting local server...',
  '[wrangler:info] Ready on http://127.0.0.1:8860',
];

describe('the wrangler dev filter', () => {
  it('drops the cron warning block and keeps every line around it', () => {
    const filter = createWranglerDevFilter();
    expect(DEV_OUTPUT.filter((line) => filter.keep(line))).toEqual([DEV_OUTPUT[0], '⎔ Starting local server...', '[wrangler:info] Ready on http://127.0.0.1:8860']);
  });

  it('keeps indented and blank lines that do not follow the warning', () => {
    const filter = createWranglerDevFilter();
    expect(['  an indented line', '', 'text'].every((line) => filter.keep(line))).toBe(true);
  });

  it('forwards whole lines even when a chunk ends mid-line', async () => {
    const stream = new PassThrough();
    let written = '';
    const filter = createWranglerDevFilter();
    forwardLines(stream, (text) => (written += text), (line) => filter.keep(line));
    const text = `${DEV_OUTPUT.join('\n')}\n`;
    stream.write(text.slice(0, 150));
    stream.end(text.slice(150));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(written).not.toContain('Scheduled Workers');
    expect(written).toContain('⎔ Starting local server...\n[wrangler:info] Ready on');
  });
});

describe('the migration summary', () => {
  it('names each applied migration once, though wrangler repeats the table after each one', () => {
    const table = '│ 0000_create_newsletter_subscribers.sql │ ✅ │\n│ 0001_create_sale_tables.sql │ 🕒️ │\n';
    expect(migrationSummary(`Migrations to be applied:\n${table}${table}${table}`)).toBe(
      'Database: applied 2 migrations (0000_create_newsletter_subscribers.sql, 0001_create_sale_tables.sql).',
    );
  });

  it('says when the database was already up to date', () => {
    expect(migrationSummary('✅ No migrations to apply!')).toBe('Database: up to date, no migrations to apply.');
  });
});
