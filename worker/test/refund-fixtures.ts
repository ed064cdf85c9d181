// Refund plan helpers for worker tests (inside workerd, against the local chain of globalSetup): what
// is owed (payments marked refund_due, in SOL or a stablecoin), a funded treasury, the admin refund
// API as the payout port's client, and signing with the local treasury's key pair.
import { env } from 'cloudflare:workers';
import { address, getBase64EncodedWireTransaction, lamports, signTransaction, type KeyPairSigner } from '@solana/kit';
import type { AttemptStarted, RefundBatchList, RefundPlanAnswer } from '@core/api/refunds';
import { batchSpecFromJson } from '@core/distribution/batch-spec-json';
import { compileBatchTransaction } from '@core/distribution/batch-transaction';
import type { RefundApiClient } from '@core/payout/refund-port';
import type { StablecoinSymbol } from '@core/payment-assets';
import { getWithCookie, postWithCookie } from './auth-fixtures';
import { chainRpc, LAMPORTS_PER_SOL, localTreasurySigner, waitForFinalized } from './chain';
import { fundStablecoin, stablecoinBalance } from './chain-stablecoins';
import type { AdminApi } from './distribution-fixtures';

export const REFUNDS_API = '/api/admin/refunds';

/** A payment from `wallet` marked refund_due: `units` lamports, or base units of a 6-decimal stablecoin. */
export async function owe(wallet: string, units: bigint, asset: 'SOL' | StablecoinSymbol = 'SOL') {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO unmatched_payments (id, signature, sender, lamports, asset, token_amount, token_decimals, slot, block_time, reason, detail, status, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8, 'over a cap', 'over the hard cap', 'refund_due', ?8, ?8)`,
  )
    .bind(id, `owed-${id}`, wallet, asset === 'SOL' ? Number(units) : 0, asset, asset === 'SOL' ? null : units.toString(), asset === 'SOL' ? null : 6, now)
    .run();
  return id;
}

/** Tops the local treasury up to at least `sol` SOL and `usdc` base units of USDC. */
export async function fundedTreasury({ sol = 3n * LAMPORTS_PER_SOL, usdc = 0n }: { sol?: bigint; usdc?: bigint } = {}) {
  const treasury = await localTreasurySigner();
  const { value: balance } = await chainRpc().getBalance(treasury.address).send();
  if (balance < sol) await waitForFinalized(await chainRpc().requestAirdrop(treasury.address, lamports(sol)).send());
  if (usdc > 0n && (await stablecoinBalance(treasury.address, 'USDC')) < usdc) await fundStablecoin(treasury.address, 'USDC', usdc);
  return treasury;
}

/** Builds and approves the refund plan through the API (deciding every flagged line as `choice`); returns it approved. */
export async function approvedRefundPlan(api: AdminApi, choice: 'pay' | 'hold' = 'pay') {
  let { plan } = await api.post<RefundPlanAnswer>(`${REFUNDS_API}/plan/build`, { confirm: true });
  const flagged = await api.get<{ items: { id: number }[] }>(`${REFUNDS_API}/plan/lines?filter=undecided&pageSize=100`);
  for (const line of flagged.items) {
    plan = { ...plan!, planHash: (await api.post<{ planHash: string }>(`${REFUNDS_API}/plan/lines/${line.id}/choice`, { choice, reason: 'decided by the test' })).planHash };
  }
  return (await api.post<RefundPlanAnswer>(`${REFUNDS_API}/plan/approve`, { planHash: plan!.planHash })).plan!;
}

/** The plan's batches of `asset`. */
export async function refundBatches(api: AdminApi, asset = 'SOL') {
  return (await api.get<RefundBatchList>(`${REFUNDS_API}/batches?asset=${asset}&pageSize=100`)).items;
}

/** The base64 wire transaction of a started refund attempt, signed by the local treasury (or `signer`). */
export async function signRefund(started: AttemptStarted, signer?: KeyPairSigner): Promise<string> {
  const transaction = compileBatchTransaction(batchSpecFromJson(started.spec), { blockhash: started.blockhash, lastValidBlockHeight: BigInt(started.lastValidBlockHeight) });
  return getBase64EncodedWireTransaction(await signTransaction([(signer ?? (await localTreasurySigner())).keyPair], transaction));
}

/** Runs POST /verify until `done` says so. */
export async function verifyRefundsUntil(api: AdminApi, done: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.post(`${REFUNDS_API}/verify`, {});
    if (await done()) return;
    if (Date.now() > deadline) throw new Error('verification did not settle in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

class Refusal extends Error {}

/** The payout port's client over the admin refund API of this worker, with the admin's session. */
export function refundApiClient(cookie: string): RefundApiClient {
  const answer = async <T>(response: Response): Promise<T> => {
    const body = (await response.json()) as T & { error?: string };
    if (response.status >= 400 && response.status < 500 && response.status !== 401) throw new Refusal(body.error);
    if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    plan: async () => answer(await getWithCookie(`${REFUNDS_API}/plan`, cookie)),
    batches: async (params) => answer(await getWithCookie(`${REFUNDS_API}/batches?${query({ ...params })}`, cookie)),
    batch: async (id) => answer(await getWithCookie(`${REFUNDS_API}/batches/${id}`, cookie)),
    startAttempt: async (id, body) => answer(await postWithCookie(`${REFUNDS_API}/batches/${id}/attempts/start`, body, cookie)),
    submitAttempt: async (id, body) => answer(await postWithCookie(`${REFUNDS_API}/batches/${id}/attempts`, body, cookie)),
    verify: async () => answer(await postWithCookie(`${REFUNDS_API}/verify`, {}, cookie)),
    refusal: (error) => (error instanceof Refusal ? error.message : null),
    blockHeight: async () => chainRpc().getBlockHeight({ commitment: 'confirmed' }).send(),
  };
}

/** `wallet`'s lamports now (confirmed). */
export async function solBalance(wallet: string): Promise<bigint> {
  return (await chainRpc().getBalance(address(wallet), { commitment: 'confirmed' }).send()).value;
}
