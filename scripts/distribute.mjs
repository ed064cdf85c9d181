// `npm run distribute`: pays a vesting unlock of the approved distribution plan, signing with a key pair
// file (the distribution wallet's; solana-keygen's JSON array of 64 bytes). It talks to the admin API
// like the console does: admin sign-in (MRDX_ADMIN_USERNAME / MRDX_ADMIN_PASSWORD, or asked), then the
// same start/submit protocol, so a batch is never paid twice; stop it and run it again to resume.
// The key never leaves this process and is never printed.
import { parseArgs } from 'node:util';
import { signingSession, validPriorityFee } from './lib/distribution/signing-session.mjs';
import { payUnlock } from './lib/distribution/payout-run.mjs';

const USAGE = `Usage: npm run distribute -- --keypair <file> [--url <site>] [--unlock <number|ISO date>] [--priority-fee <micro-lamports>] [--no-open] [--no-wait]
  --keypair       the distribution wallet's key pair file (JSON array of 64 bytes)
  --url           the site (default http://127.0.0.1:$PORT or http://127.0.0.1:8788)
  --unlock        which unlock to pay (default: the first due one not fully paid)
  --priority-fee  compute-unit price in micro-lamports (default 0)
  --no-open       do not open a due unlock that is not open yet
  --no-wait       sign what is ready, verify once, and stop
Admin sign-in: MRDX_ADMIN_USERNAME and MRDX_ADMIN_PASSWORD, or asked on the terminal.`;

const { values } = parseArgs({
  options: {
    keypair: { type: 'string' },
    url: { type: 'string' },
    unlock: { type: 'string' },
    'priority-fee': { type: 'string', default: '0' },
    'no-open': { type: 'boolean', default: false },
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

try {
  const { signer, api } = await signingSession({ keypair: values.keypair, url: values.url });
  const result = await payUnlock({
    api,
    signer,
    unlock: values.unlock,
    priorityFeeMicroLamports: BigInt(values['priority-fee']),
    open: !values['no-open'],
    wait: !values['no-wait'],
  });
  console.log(`Done: unlock ${result.unlock.number} has ${result.paidRows} of ${result.payableRows} payouts paid${result.mismatched ? `; ${result.mismatched} batches mismatched: review them in the console` : ''}.`);
  process.exit(result.mismatched ? 1 : 0);
} catch (error) {
  console.error(`distribute: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
