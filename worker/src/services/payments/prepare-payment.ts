// The one payment builder (README "Paying"): for a payer, the intent (new, with every
// rule of the intent route, or one the page already opened) and the transaction that pays it, which
// only the payer signs. A transaction for an intent is built again only once the previous one can no
// longer land: the chain is past its last valid block height and no transaction carries the reference.
import type { PreparedPayment } from '@core/api/payments';
import type { ContributionIntentRequest } from '@core/schemas/contribution';
import { PAYMENT_MESSAGES } from '@core/schemas/payment';
import { isRefusal, refusal, type Refusal } from '../../lib/refusal';
import { createRpc } from '../chain/solana-rpc';
import { findIntent } from '../contributions/intent-status';
import type { IntentRow } from '../settlement/credit-contribution';
import { openIntent } from './open-intent';
import { currentBlockHeight, readPaymentLifetime, referenceWasUsed, type PaymentLifetime } from './payment-chain-facts';
import { buildPaymentTransaction, type PaymentTransfer } from './payment-transaction';
import { address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { amountOf, type AssetAmount } from '@core/asset-amount';
import { decimalToUnits } from '@core/format/numbers';
import { stablecoinMint } from '@core/payment-assets';
import { assetBySymbol, treasuryAssetsOf } from '../settlement/treasury-assets';
import { lastPaymentTransaction, recordPaymentTransaction } from './payment-transaction-records';

/**
 * How long before its expiry an intent still gets a transaction: a blockhash lives about a minute and
 * a payment that lands after the intent expired is not credited (it is owed back).
 */
export const INTENT_PAYABLE_MARGIN_MS = 3 * 60 * 1000;

/**
 * Blocks past the recorded last valid height before an intent's transaction counts as dead. A wallet may
 * swap in a fresher blockhash before signing (Solana Pay's reference client does when the payer is the
 * only signer), so the signed transaction can outlive the one we built by up to a blockhash's lifetime.
 */
export const RESIGN_MARGIN_BLOCKS = 150n;

type BackgroundWork = Parameters<typeof openIntent>[1];

/** What the transaction of `amount` moves: lamports, or the stablecoin from the payer's associated token account to the treasury's. */
async function transferOf(env: Env, payer: string, amount: AssetAmount): Promise<PaymentTransfer> {
  if (amount.asset === 'SOL') return { kind: 'sol', lamports: amount.units };
  const coin = stablecoinMint(env.SOLANA_CLUSTER, amount.asset);
  const asset = assetBySymbol(await treasuryAssetsOf(env), amount.asset);
  // The intent was opened on this cluster's configuration; a configuration changed since is not guessed at.
  if (!coin || asset?.kind !== 'token') throw new Error(`${amount.asset} is not configured on ${env.SOLANA_CLUSTER}`);
  const [source] = await findAssociatedTokenPda({ owner: address(payer), mint: address(coin.mint), tokenProgram: address(coin.tokenProgram) });
  return { kind: 'token', mint: coin.mint, tokenProgram: coin.tokenProgram, decimals: amount.decimals, units: amount.units, source, destination: asset.treasuryAccount };
}

async function transactionFor(env: Env, payer: string, amount: AssetAmount, reference: string, lifetime: PaymentLifetime): Promise<string> {
  return buildPaymentTransaction({ payer, treasury: env.TREASURY_ADDRESS, transfer: await transferOf(env, payer, amount), reference, ...lifetime });
}

/**
 * Opens an intent for `request.walletAddress` and builds its transaction. The chain is read first, so
 * an unreachable RPC (RpcError, the caller's 503) leaves no intent behind.
 */
export async function preparePayment(env: Env, ctx: BackgroundWork, request: ContributionIntentRequest, now = new Date()): Promise<PreparedPayment | Refusal> {
  const lifetime = await readPaymentLifetime(createRpc(env), [request.walletAddress, env.TREASURY_ADDRESS]);
  const intent = await openIntent(env, ctx, request, now);
  if (isRefusal(intent)) return intent;
  await recordPaymentTransaction(env.DB, intent.intentId, lifetime.lastValidBlockHeight, null, now);
  const amount = { asset: intent.asset, units: decimalToUnits(intent.amount, intent.decimals)!, decimals: intent.decimals };
  const transaction = await transactionFor(env, request.walletAddress, amount, intent.reference, lifetime);
  return { intent, transaction, lastValidBlockHeight: lifetime.lastValidBlockHeight.toString() };
}

/** The intent `intentId` if `account` may be handed a transaction for it now, or why not. */
async function payableIntent(db: D1Database, intentId: string, account: string, now: Date): Promise<IntentRow | Refusal> {
  const intent = await findIntent(db, intentId);
  if (!intent) return refusal('not found', PAYMENT_MESSAGES.intentUnknown);
  if (intent.status !== 'pending' || intent.expiresAt.getTime() - now.getTime() < INTENT_PAYABLE_MARGIN_MS) return refusal('conflict', PAYMENT_MESSAGES.intentClosed);
  if (intent.walletAddress !== account) return refusal('forbidden', `${PAYMENT_MESSAGES.wrongPayer}: ${intent.walletAddress}`);
  return intent;
}

/**
 * The transaction for an intent the page opened (its Solana Pay transaction request), for `account`,
 * which must be the intent's wallet. Refused (a conflict) while an earlier transaction for it can still land.
 */
export async function prepareIntentPayment(env: Env, intentId: string, account: string, now = new Date()): Promise<{ intent: IntentRow; transaction: string } | Refusal> {
  const intent = await payableIntent(env.DB, intentId, account, now);
  if (isRefusal(intent)) return intent;
  const rpc = createRpc(env);
  const previous = await lastPaymentTransaction(env.DB, intentId);
  if (previous) {
    if ((await currentBlockHeight(rpc)) <= previous.lastValidBlockHeight + RESIGN_MARGIN_BLOCKS) return refusal('conflict', PAYMENT_MESSAGES.alreadyPrepared);
    if (await referenceWasUsed(rpc, intent.reference)) return refusal('conflict', PAYMENT_MESSAGES.alreadyPrepared);
  }
  const lifetime = await readPaymentLifetime(rpc, [account, env.TREASURY_ADDRESS]);
  // A racing request for the same intent recorded its own transaction first: only that one is handed out.
  if (!(await recordPaymentTransaction(env.DB, intentId, lifetime.lastValidBlockHeight, previous?.lastValidBlockHeight ?? null, now))) {
    return refusal('conflict', PAYMENT_MESSAGES.alreadyPrepared);
  }
  return { intent, transaction: await transactionFor(env, account, amountOf(intent), intent.reference, lifetime) };
}
