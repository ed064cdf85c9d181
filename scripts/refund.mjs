// `npm run refund`: pays the approved refund plan (README, "Refunds"), signing with the treasury's key
// pair file (solana-keygen's JSON array of 64 bytes). It talks to the admin API like the console does:
// admin sign-in (MRDX_ADMIN_USERNAME / MRDX_ADMIN_PASSWORD, or asked), then the same start/submit
// protocol as scripts/distribute.mjs, so a refund is never paid twice; stop it and run it again to
// resume. The key never leaves this process and is never printed.
import { parseArgs } from 'node:util';
import { signingSession, validPriorityFee } from './lib/distribution/signing-session.mjs';
import { payRefunds } from './lib/distribution/refund-run.mjs';

const USAGE = `Usage: npm run refund -- --keypair <file> [--url <site>] [--asset SOL|USDC|USDT] [--priority-fee <micro-lamports>] [--no-wait]
  --keypair       the treasury's key pair file (JSON array of 64 bytes)
  --url           the site (default http://127.0.0.1:$PORT or http://127.0.0.1:8788)
  --asset         pay only this asset's refunds (default: every asset with refunds left, SOL first)
  --priority-fee  compute-unit price in micro-lamports (default 0)
  --no-wait       sign what is ready, verify once, and stop
Admin sign-in: MRDX_ADMIN_USERNAME and MRDX_ADMIN_PASSWORD, or asked on the terminal.`;

const { values } = parseArgs({
  options: {
    keypair: { type: 'string' },
    url: { type: 'string' },
    asset: { type: 'string' },
    'priority-fee': { type: 'string', default: '0' },
    'no-wait': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.keypair) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!validPriorityFee(values['priority-fee'])) {
  console.error('--priority-fee must be a whole number of micro-lamports per compute unit');
  process.exit(2);
}
if (values.asset !== undefined && !['SOL', 'USDC', 'USDT'].includes(values.asset)) {
  console.error('--asset must be SOL, USDC or USDT');
  process.exit(2);
}

try {
  const { signer, api } = await signingSession({ keypair: values.keypair, url: values.url });
  const result = await payRefunds({ api, signer, asset: values.asset, priorityFeeMicroLamports: BigInt(values['priority-fee']), wait: !values['no-wait'] });
  console.log(`Done: ${result.paidLines} of ${result.payableLines} refunds paid${result.mismatched ? `; ${result.mismatched} batches mismatched: review them in the console` : ''}.`);
  process.exit(result.mismatched ? 1 : 0);
} catch (error) {
  console.error(`refund: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
