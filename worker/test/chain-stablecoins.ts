// Stablecoin helpers for worker tests (inside workerd, against the local chain of globalSetup): the
// local USDC and USDT that genesis created, funding any wallet with them the way requestAirdrop funds
// SOL (a real mint-to transaction signed by the local stablecoin authority), a wallet paying a Solana
// Pay SPL request (TransferChecked into the recipient's token account, the reference as a read-only
// key), and balances. Built on scripts/lib/solana/.
import type { Address, Instruction, KeyPairSigner, Signature } from '@solana/kit';
import { env } from 'cloudflare:workers';
import type { StablecoinSymbol } from '@core/payment-assets';
import { localStablecoin, sendStablecoinFunding, type LocalStablecoin } from '../../scripts/lib/solana/local-stablecoins.mjs';
import { associatedTokenAddress, sendTokenPayout, tokenBalanceOf } from '../../scripts/lib/solana/token-payout.mjs';
import localKeys from '../../scripts/local-chain/local-keys.json';
import { newFundedSigner, waitForFinalized } from './chain';

/** The local stablecoin `symbol`: its mint, token program, decimals (6) and authority. */
export function localStablecoinOf(symbol: StablecoinSymbol): LocalStablecoin {
  return localStablecoin(localKeys, symbol);
}

/** `amount` whole coins of a 6-decimal stablecoin in base units (`stablecoinUnits(12.5)` is 12_500_000n). */
export function stablecoinUnits(amount: number): bigint {
  return BigInt(Math.round(amount * 1_000_000));
}

/**
 * Mints `amount` base units of `symbol` to `owner`'s associated token account (created if missing),
 * signed by the local stablecoin authority; resolves with the signature once finalized (or at once when
 * `finalized` is false).
 */
export async function fundStablecoin(owner: Address, symbol: StablecoinSymbol, amount: bigint, { finalized = true } = {}): Promise<Signature> {
  const signature = await sendStablecoinFunding({ rpcUrl: env.SOLANA_RPC_URL, localKeys, symbol, recipient: owner, amount });
  if (finalized) await waitForFinalized(signature);
  return signature;
}

/** A fresh keypair holding `sol` SOL (for fees) and the given base units of USDC and USDT. */
export async function newStablecoinHolder({ sol = 1, USDC = 0n, USDT = 0n }: { sol?: number; USDC?: bigint; USDT?: bigint } = {}): Promise<KeyPairSigner> {
  const signer = await newFundedSigner(sol);
  const fundings: Promise<Signature>[] = [];
  if (USDC > 0n) fundings.push(fundStablecoin(signer.address, 'USDC', USDC, { finalized: false }));
  if (USDT > 0n) fundings.push(fundStablecoin(signer.address, 'USDT', USDT, { finalized: false }));
  for (const signature of await Promise.all(fundings)) await waitForFinalized(signature);
  return signer;
}

export type StablecoinPayment = {
  from: KeyPairSigner;
  /** The recipient wallet (the treasury, for a contribution): its associated token account receives. */
  to: Address;
  symbol: StablecoinSymbol;
  /** Base units. */
  amount: bigint;
  /** Solana Pay reference: appended to the TransferChecked accounts as a read-only non-signer. */
  reference?: Address;
  prependInstructions?: Instruction[];
  /** Skips the node's simulation, so a failing transfer lands with meta.err. */
  skipPreflight?: boolean;
};

/**
 * Pays a stablecoin as a wallet pays a Solana Pay SPL request: one TransferChecked from the payer's
 * token account into the recipient's, which must already exist (no account is created); resolves with
 * the signature once the node accepted it.
 */
export function sendStablecoinPayment(payment: StablecoinPayment): Promise<Signature> {
  const coin = localStablecoinOf(payment.symbol);
  return sendTokenPayout({
    rpcUrl: env.SOLANA_RPC_URL,
    authority: payment.from,
    recipient: payment.to,
    amount: payment.amount,
    mint: coin.mint,
    decimals: coin.decimals,
    tokenProgram: coin.tokenProgram,
    reference: payment.reference,
    createAccount: false,
    prependInstructions: payment.prependInstructions,
    skipPreflight: payment.skipPreflight,
    version: 'legacy',
  });
}

/** `owner`'s associated token account for `symbol`. */
export function stablecoinAccountOf(owner: Address, symbol: StablecoinSymbol): Promise<Address> {
  const coin = localStablecoinOf(symbol);
  return associatedTokenAddress(owner, coin.mint, coin.tokenProgram);
}

/** `owner`'s balance of `symbol` in base units, at confirmed; 0n without a token account. */
export function stablecoinBalance(owner: Address, symbol: StablecoinSymbol): Promise<bigint> {
  const coin = localStablecoinOf(symbol);
  return tokenBalanceOf({ rpcUrl: env.SOLANA_RPC_URL, owner, mint: coin.mint, tokenProgram: coin.tokenProgram });
}
