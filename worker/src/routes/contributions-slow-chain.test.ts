// POST /api/contributions when the chain cannot be read in time (a node that never answers, answers
// 429 or 503, or refuses the connection): the buyer's payment may be fine, so the claim answers 202
// pending with Retry-After and writes nothing, never a 5xx; the same claim credits once the chain answers.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { address, type KeyPairSigner } from '@solana/kit';
import type { ClaimReport } from '@core/api/contributions';
import { app } from '../index';
import { serverErrorCount } from '../lib/http-error';
import { setLogSink, type LogLine } from '../lib/log';
import { CONFIRMING_REASON } from '../services/settlement/claim-payment';
import { CLAIM_RETRY_AFTER_SECONDS } from './contributions';
import { testClientIp } from '../../test/client-address';
import { TEST_ORIGIN } from '../../test/requests';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../test/chain';
import { claim, count, createIntent, get, openSale } from '../../test/sale-fixtures';

const UNREADY_RPC = inject('unreadyRpcUrl');

/** POSTs the claim through the app with SOLANA_RPC_URL pointed at `rpcUrl`. */
async function claimThrough(rpcUrl: string, intentId: string, signature: string) {
  const request = new Request(`${TEST_ORIGIN}/api/contributions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'CF-Connecting-IP': testClientIp() },
    body: JSON.stringify({ intentId, signature }),
  });
  const response = await app.fetch(request, { ...env, SOLANA_RPC_URL: rpcUrl }, createExecutionContext());
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as ClaimReport };
}

let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(5);
});

/** An intent of 1 SOL paid in full with its reference, final on the local chain. */
async function paidIntent() {
  const intent = await createIntent(wallet.address, '1');
  const signature = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
  await waitForFinalized(signature);
  return { intent, signature };
}

describe('POST /api/contributions with a chain that cannot be read', () => {
  it.each([
    ['answers 503', `${UNREADY_RPC}/down`],
    ['answers 429', `${UNREADY_RPC}/busy`],
    ['refuses the connection', 'http://127.0.0.1:1/'],
    ['never answers', `${UNREADY_RPC}/silent`],
  ])('answers 202 pending with Retry-After when the node %s, writes nothing, then credits once it answers', async (_case, rpcUrl) => {
    const { intent, signature } = await paidIntent();
    const lines: LogLine[] = [];
    const restore = setLogSink((line) => lines.push(line));
    const errorsBefore = serverErrorCount();
    let slow;
    try {
      slow = await claimThrough(rpcUrl, intent.intentId, signature);
    } finally {
      restore();
    }

    expect(slow).toEqual({ status: 202, retryAfter: String(CLAIM_RETRY_AFTER_SECONDS), body: { status: 'pending', reason: CONFIRMING_REASON, signature } });
    expect(serverErrorCount()).toBe(errorsBefore);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', event: 'claim.chain_unreachable', intentId: intent.intentId, signature }));
    expect(lines.filter((line) => line.event === 'response.server_error')).toEqual([]);
    // Nothing was decided or written: the intent still waits, and the wizard keeps polling it.
    expect(await (await get(`/api/contributions/intents/${intent.intentId}`)).json()).toEqual({ status: 'pending' });
    expect(await count('audit_log')).toBe(0);
    expect(await count('unmatched_payments')).toBe(0);

    const answered = await claim(intent.intentId, signature);
    expect(answered).toMatchObject({ status: 200, body: { status: 'credited', signature } });
    expect(await count('contributions')).toBe(1);
  });
});
