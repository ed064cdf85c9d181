// Helpers for the token distribution worker tests (workerd, real D1, the local chain of globalSetup):
// a closed sale with buyers, the admin API, signing a batch's attempt with the local distribution key
// pair (public and local-only: local-keys.json) through the one core builder, moving the chain's block
// height past a blockhash's validity, and freezing or thawing a token account (the distribution wallet
// is the local mint's freeze authority).
import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getFreezeAccountInstruction,
  getTransferCheckedInstruction,
  getThawAccountInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { AttemptStarted, BatchList, DistributionPlanAnswer } from '@core/api/distribution';
import { batchSpecFromJson } from '@core/distribution/batch-spec-json';
import { compileBatchTransaction } from '@core/distribution/batch-transaction';
import { signedInAdmin } from './admin-fixtures';
import { getWithCookie, postWithCookie } from './auth-fixtures';
import { chainRpc as rpc, waitForFinalized } from './chain';
import { distributionSigner, newTestMint } from './chain-tokens';
import { openSale } from './sale-fixtures';
import { insertContribution } from './sale-rows';

export const API = '/api/admin/distribution';

/** A fresh wallet address on the ed25519 curve (a key pair's; random bytes may fall off the curve). */
export const newWallet = async () => (await generateKeyPairSigner()).address as string;

/** A sale whose ICO ended ten days ago (LISTING), with a soft cap any test sale reaches; returns its ICO end. */
export async function closedSale(overrides: Record<string, number | null> = {}) {
  await openSale('LISTING', { soft_cap_cents: 100, ...overrides });
  return { icoEndsAt: (await env.DB.prepare('SELECT ico_ends_at FROM sale_settings WHERE id = 1').first<number>('ico_ends_at'))! };
}

/** A fresh wallet with a credited contribution of `tokens` + `bonus` configured base units in `phase`. */
export async function buyer(phase: 'WHITELIST' | 'ICO', tokens: bigint, { bonus = 0n, wallet, email }: { bonus?: bigint; wallet?: string; email?: string } = {}) {
  const address = wallet ?? (await newWallet());
  const { id } = await insertContribution({ walletAddress: address, usdCents: 10_000, phase, tokenBaseUnits: tokens.toString(), bonusTokenBaseUnits: bonus.toString(), email });
  return { wallet: address, contributionId: id };
}

/** A signed-in admin and JSON helpers that assert the status. */
export async function adminApi() {
  const cookie = await signedInAdmin();
  const read = async (response: Response, status: number) => {
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body;
  };
  return {
    cookie,
    get: async <T = Record<string, unknown>>(path: string, status = 200) => (await read(await getWithCookie(path, cookie), status)) as T,
    post: async <T = Record<string, unknown>>(path: string, body: unknown = {}, status = 200) => (await read(await postWithCookie(path, body, cookie), status)) as T,
    raw: (path: string, body: unknown = {}) => postWithCookie(path, body, cookie),
  };
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** Builds and approves the plan; returns it approved. */
export async function approvedPlan(api: AdminApi) {
  const built = await api.post<DistributionPlanAnswer>(`${API}/plan/build`, { confirm: true });
  const approved = await api.post<DistributionPlanAnswer>(`${API}/plan/approve`, { planHash: built.plan!.planHash });
  return approved.plan!;
}

/** Opens the first unlock and returns its batches. */
export async function openFirstUnlock(api: AdminApi) {
  const { plan } = await api.get<DistributionPlanAnswer>(`${API}/plan`);
  const unlockAt = plan!.unlocks[0]!.unlockAt;
  await api.post(`${API}/unlocks/open`, { unlockAt });
  return (await api.get<BatchList>(`${API}/batches?unlockAt=${encodeURIComponent(unlockAt)}&pageSize=100`)).items;
}

/** The base64 wire transaction of a started attempt, built by the core builder and signed by `signer`. */
export async function signAttempt(started: AttemptStarted, signer?: KeyPairSigner): Promise<string> {
  const transaction = compileBatchTransaction(batchSpecFromJson(started.spec), { blockhash: started.blockhash, lastValidBlockHeight: BigInt(started.lastValidBlockHeight) });
  return getBase64EncodedWireTransaction(await signTransaction([(signer ?? (await distributionSigner())).keyPair], transaction));
}

/** Starts, signs and submits an attempt of `batchId`; returns the started attempt and the signed wire. */
export async function payBatch(api: AdminApi, batchId: string) {
  const started = await api.post<AttemptStarted>(`${API}/batches/${batchId}/attempts/start`, {});
  const wire = await signAttempt(started);
  const submitted = await api.post<{ attempt: { signature: string }; broadcast: string }>(`${API}/batches/${batchId}/attempts`, { attemptId: started.attempt.id, transaction: wire });
  return { started, wire, submitted };
}

/** Runs POST /verify until `done` says so (each pass after the chain finalized a bit more). */
export async function verifyUntil(api: AdminApi, done: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.post(`${API}/verify`, {});
    if (await done()) return;
    if (Date.now() > deadline) throw new Error('verification did not settle in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A batch's shown status. */
export async function batchStatus(api: AdminApi, batchId: string) {
  return (await api.get<{ status: string }>(`${API}/batches/${batchId}`)).status;
}

/**
 * Waits until the chain's finalized block height is past `height`. The local chain makes a block every
 * 400 ms like a cluster, so a blockhash's 150 blocks pass in about a minute.
 */
export async function passBlockHeight(height: bigint | string, timeoutMs = 90_000) {
  const target = BigInt(height);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await rpc().getBlockHeight({ commitment: 'finalized' }).send()) > target) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`block height did not pass ${target}`);
}

/** The associated token account of `owner` for the local MRDX mint. */
export async function tokenAccountOf(owner: string) {
  const [account] = await findAssociatedTokenPda({ owner: address(owner), mint: address(env.TOKEN_MINT_ADDRESS), tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return account;
}

/** A token account's balance in base units at finalized; null when it does not exist. */
export async function tokenAccountBalance(account: string): Promise<bigint | null> {
  const { value } = await rpc().getAccountInfo(address(account), { encoding: 'jsonParsed', commitment: 'finalized' }).send();
  if (!value) return null;
  return BigInt((value.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info.tokenAmount.amount);
}

/** Signs `instructions` with `authority` as fee payer (the same signer instance the instructions name) and waits until finalized. */
async function sendSignedBy(authority: KeyPairSigner, instructions: Instruction[]) {
  const { value: lifetime } = await rpc().getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  await waitForFinalized(await rpc().sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send());
}

/** Creates `owner`'s (empty) associated token account of the local mint, paid by the distribution wallet. */
export async function createTokenAccount(owner: string) {
  const ata = await tokenAccountOf(owner);
  const payer = await distributionSigner();
  await sendSignedBy(payer, [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: address(owner), mint: address(env.TOKEN_MINT_ADDRESS), tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ]);
  return ata;
}

/** Freezes (or thaws) a token account of the local mint, signed by its freeze authority, the distribution wallet. */
export async function setFrozen(account: string, frozen: boolean) {
  const authority = await distributionSigner();
  const accounts = { account: address(account), mint: address(env.TOKEN_MINT_ADDRESS), owner: authority };
  await sendSignedBy(authority, [frozen ? getFreezeAccountInstruction(accounts) : getThawAccountInstruction(accounts)]);
}

/** Sends a signed wire transaction without preflight, so a failing one lands with meta.err; waits for finality. */
export async function sendUnchecked(wire: string) {
  const signature = await rpc().sendTransaction(wire as Parameters<ReturnType<typeof rpc>['sendTransaction']>[0], { encoding: 'base64', skipPreflight: true }).send();
  await waitForFinalized(signature);
  return signature;
}

/**
 * A wallet of its own with `sol` lamports and a new mint of `decimals` (classic or Token-2022) whose
 * whole `supply` it holds (it is also the mint and freeze authority): a distribution wallet that can
 * run short.
 */
export async function walletWithOwnMint({ sol, supply, decimals = 6, tokenProgram = TOKEN_PROGRAM_ADDRESS }: { sol: bigint; supply: bigint; decimals?: number; tokenProgram?: Address }) {
  const owner = await generateKeyPairSigner();
  await waitForFinalized(await rpc().requestAirdrop(owner.address, lamports(sol)).send());
  const mint = await newTestMint({ authority: owner, decimals, supply, tokenProgram });
  const accountOf = async (wallet: string) => (await findAssociatedTokenPda({ owner: address(wallet), mint: mint.address, tokenProgram }))[0] as string;
  const ata = address(await accountOf(owner.address));
  /** Moves `amount` of the owner's tokens to a fresh wallet (the wallet runs short of tokens). */
  const giveAway = async (amount: bigint) => {
    const to = await newWallet();
    const destination = address(await accountOf(to));
    await sendSignedBy(owner, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata: destination, owner: address(to), mint: mint.address, tokenProgram }),
      getTransferCheckedInstruction({ source: ata, mint: mint.address, destination, authority: owner, amount, decimals }, { programAddress: tokenProgram }),
    ]);
  };
  return { owner, mint: mint.address as string, tokenAccount: ata as string, accountOf, giveAway };
}
