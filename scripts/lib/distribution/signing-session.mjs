// What both payout CLIs (scripts/distribute.mjs, scripts/refund.mjs) do before paying: read the key
// pair file, sign in as an admin (MRDX_ADMIN_USERNAME / MRDX_ADMIN_PASSWORD, or asked on the terminal)
// at the site, and say which wallet signs where. The key never leaves this process and is never printed.
import { adminSession } from './admin-client.mjs';
import { signerFrom } from './key-pair-file.mjs';
import { ask } from './prompt.mjs';

/** Whether a --priority-fee value is a whole number of micro-lamports per compute unit (at most 8 digits, as the API takes). */
export const validPriorityFee = (text) => /^\d{1,8}$/.test(text);

/**
 * The signer of `keypair` and an admin session at `url` (default: this machine's npm start).
 * @param {{ keypair: string, url?: string }} options
 */
export async function signingSession({ keypair, url }) {
  const signer = await signerFrom(keypair);
  const baseUrl = url ?? `http://127.0.0.1:${process.env.PORT ?? 8788}`;
  const username = process.env.MRDX_ADMIN_USERNAME || (await ask('Admin username: ', { variable: 'MRDX_ADMIN_USERNAME' }));
  const password = process.env.MRDX_ADMIN_PASSWORD || (await ask('Admin password: ', { hidden: true, variable: 'MRDX_ADMIN_PASSWORD' }));
  console.log(`Signing as ${signer.address} against ${baseUrl}`);
  return { signer, api: await adminSession({ baseUrl, username, password }) };
}
