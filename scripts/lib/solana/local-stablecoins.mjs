// The local chain's play USDC and USDT: their mints (core/payment-assets.ts, localnet), which genesis
// writes with 6 decimals like the real ones and the stablecoin authority of local-keys.json as mint and
// freeze authority; and funding any wallet with them the way the faucet airdrops SOL: a real
// transaction (create the wallet's associated token account if missing, then MintToChecked) signed by
// that authority, so it lands in history like any other transaction.
// Plain .mjs with types beside it (local-stablecoins.d.mts) for Node scripts, workerd tests and e2e.
import { address, createKeyPairSignerFromBytes } from '@solana/kit';
import { getCreateAssociatedTokenIdempotentInstruction, getMintToCheckedInstruction } from '@solana-program/token';
import { stablecoinsOf } from '../../../core/payment-assets.ts';
import { latestLifetime, sendSigned, signInstructions } from './signed-transfer.mjs';
import { associatedTokenAddress } from './token-payout.mjs';

/** The decimals of the local USDC and USDT mints, those of the real ones. */
export const LOCAL_STABLECOIN_DECIMALS = 6;

/**
 * The local stablecoins as genesis writes them, USDC first.
 * @param {{ stablecoinAuthority: { publicKey: string } }} localKeys the parsed scripts/local-chain/local-keys.json
 */
export function localStablecoins(localKeys) {
  const authority = address(localKeys.stablecoinAuthority.publicKey);
  return stablecoinsOf('localnet').map((coin) => ({
    symbol: coin.symbol,
    mint: address(coin.mint),
    tokenProgram: address(coin.tokenProgram),
    decimals: LOCAL_STABLECOIN_DECIMALS,
    authority,
  }));
}

/** The local stablecoin `symbol` ('USDC' or 'USDT'). */
export function localStablecoin(localKeys, symbol) {
  const coin = localStablecoins(localKeys).find((candidate) => candidate.symbol === symbol);
  if (!coin) throw new Error(`The local chain has no stablecoin ${symbol}`);
  return coin;
}

/** The local stablecoin authority as a signer (its secret is public and local-only: local-keys.json). */
export function localStablecoinAuthority(localKeys) {
  return createKeyPairSignerFromBytes(Uint8Array.from(localKeys.stablecoinAuthority.secretKey));
}

/**
 * The instructions minting `amount` base units of `mint` to `recipient`'s associated token account,
 * created first if missing (paid by `authority`, the mint authority).
 */
export async function mintToWalletInstructions({ authority, recipient, mint, decimals, amount, tokenProgram }) {
  const token = await associatedTokenAddress(recipient, mint, tokenProgram);
  const program = { programAddress: address(tokenProgram) };
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata: token, owner: address(recipient), mint: address(mint), tokenProgram: address(tokenProgram) }),
    getMintToCheckedInstruction({ mint: address(mint), token, mintAuthority: authority, amount: BigInt(amount), decimals }, program),
  ];
}

/**
 * Funds `recipient` with `amount` base units of the local stablecoin `symbol`, signed and paid by the
 * stablecoin authority; resolves to the signature once the node accepted it (wait for it to land with
 * json-rpc.mjs's waitForSignature).
 */
export async function sendStablecoinFunding({ rpcUrl, origin, localKeys, symbol, recipient, amount, skipPreflight }) {
  const coin = localStablecoin(localKeys, symbol);
  const authority = await localStablecoinAuthority(localKeys);
  const instructions = await mintToWalletInstructions({ authority, recipient, mint: coin.mint, decimals: coin.decimals, amount, tokenProgram: coin.tokenProgram });
  const signed = await signInstructions({ feePayer: authority, instructions, lifetime: await latestLifetime(rpcUrl, { origin }), version: 'legacy' });
  return sendSigned(rpcUrl, signed, { origin, skipPreflight });
}
