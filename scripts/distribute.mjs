// `npm run distribute`: pays a vesting unlock of the approved distribution plan, signing with a key pair
// file (the distribution wallet's; solana-keygen's JSON array of 64 bytes). It talks to the admin API
// like the console does: admin sign-in (MRDX_ADMIN_USERNAME / MRDX_ADMIN_PASSWORD, or asked), then the
// same start/submit protocol, so a batch is never paid twice; stop it and run it again to resume.
// The key never leaves this process and is never printed.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createKeyPairSignerFromBytes } from '@solana/kit';
import { adminSession } from './lib/distribution/admin-client.mjs';
import { ask } from './lib/distribution/prompt.mjs';
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
if (!/^\d{1,8}$/.test(values['priority-fee'])) {
  console.error('--priority-fee must be a whole number of micro-lamports per compute unit');
  process.exit(2);
}

/** The signer of a key pair file; errors name the file, never its content. */
async function signerFrom(file) {
  let bytes;
  try {
    bytes = Uint8Array.from(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    throw new Error(`${file} is not a key pair file (a JSON array of 64 numbers)`);
  }
  if (bytes.length !== 64) throw new Error(`${file} is not a key pair file (a JSON array of 64 numbers)`);
  return createKeyPairSignerFromBytes(bytes).catch(() => {
    throw new Error(`${file} is not a valid key pair: its public half does not match its secret half`);
  });
}

try {
  const signer = await signerFrom(values.keypair);
  const baseUrl = values.url ?? `http://127.0.0.1:${process.env.PORT ?? 8788}`;
  const username = process.env.MRDX_ADMIN_USERNAME || (await ask('Admin username: ', { variable: 'MRDX_ADMIN_USERNAME' }));
  const password = process.env.MRDX_ADMIN_PASSWORD || (await ask('Admin password: ', { hidden: true, variable: 'MRDX_ADMIN_PASSWORD' }));
  console.log(`Signing as ${signer.address} against ${baseUrl}`);
  const api = await adminSession({ baseUrl, username, password });
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
