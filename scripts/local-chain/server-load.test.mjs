// Issue 22: a thousand payments at once, signed with blockhashes fetched up front, all land (a real
// node accepts a blockhash for 150 blocks however busy it is), and the chain keeps answering meanwhile.
import http from 'node:http';
import { createKeyPairSignerFromBytes, generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpc } from '../lib/solana/json-rpc.mjs';
import { buildSignedTransfer, latestLifetime, sendSigned } from '../lib/solana/signed-transfer.mjs';
import { LOCAL_KEYS } from './genesis.mjs';
import { spawnLocalChain } from './spawn.mjs';

const TRANSFERS = 1000;
let chain;

/** A getSlot over its own kept-alive connection (not queued behind the burst in the client's pool); resolves with its latency in ms. */
function probeSlot(agent) {
  return new Promise((resolve, reject) => {
    const begun = performance.now();
    const request = http.request(chain.url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - begun));
    });
    request.on('error', reject);
    request.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }));
  });
}

beforeAll(async () => {
  // Its own process, as npm start runs it beside wrangler: the test's signing does not slow it.
  chain = await spawnLocalChain({ finalizationDelayMs: 300 });
});
afterAll(() => chain?.stop());

describe('local chain under load', () => {
  it('lands 1,000 concurrent transfers whose blockhashes were fetched up front, and stays responsive', async () => {
    const payers = [];
    const demo = await createKeyPairSignerFromBytes(Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey));
    for (let index = 0; index < 10; index += 1) payers.push(index === 0 ? demo : await generateKeyPairSigner());
    for (const payer of payers.slice(1)) await jsonRpc(chain.url, 'requestAirdrop', [payer.address, 100_000_000_000]);

    // Every blockhash is fetched before anything is sent, a few of them over the first seconds.
    const lifetimes = [];
    for (let index = 0; index < 4; index += 1) {
      lifetimes.push(await latestLifetime(chain.url));
      await new Promise((resolve) => setTimeout(resolve, 450));
    }
    const recipients = await Promise.all(Array.from({ length: TRANSFERS }, async () => (await generateKeyPairSigner()).address));
    const signed = await Promise.all(
      recipients.map((to, index) =>
        buildSignedTransfer({ from: payers[index % payers.length], to, lamports: 1_000_000n + BigInt(index), lifetime: lifetimes[index % lifetimes.length] }),
      ),
    );

    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await probeSlot(agent);
    const probes = [];
    const probing = (async () => {
      for (let probe = 0; probe < 40; probe += 1) {
        probes.push(await probeSlot(agent));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(signed.map((transaction) => sendSigned(chain.url, transaction).then((signature) => ({ signature }), (error) => ({ error: error.message }))));
    const elapsedMs = performance.now() - started;
    await probing;

    const refused = answers.filter((answer) => answer.error);
    expect(refused, refused[0]?.error).toHaveLength(0);
    const statuses = [];
    for (let index = 0; index < TRANSFERS; index += 256) {
      const batch = answers.slice(index, index + 256).map((answer) => answer.signature);
      statuses.push(...(await jsonRpc(chain.url, 'getSignatureStatuses', [batch])).value);
    }
    expect(statuses.filter((status) => status?.err === null)).toHaveLength(TRANSFERS);
    const balances = await jsonRpc(chain.url, 'getMultipleAccounts', [recipients.slice(0, 100), { encoding: 'base64' }]);
    expect(balances.value.map((account) => account.lamports)).toEqual(recipients.slice(0, 100).map((_to, index) => 1_000_000 + index));

    agent.destroy();
    const sorted = probes.toSorted((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`${TRANSFERS} transfers in ${Math.round(elapsedMs)} ms (${Math.round((TRANSFERS / elapsedMs) * 1000)}/s); getSlot meanwhile: median ${Math.round(median)} ms, slowest ${Math.round(sorted.at(-1))} ms`);
    // Reads are answered between two landings (work-queue.mjs), not after the whole burst.
    expect(median).toBeLessThan(500);
  }, 120_000);
});
