// The local chain's play USDC and USDT at genesis (mints from core/payment-assets.ts, localnet): each
// mint with 6 decimals and the stablecoin authority of local-keys.json as mint and freeze authority (so
// tests mint more with scripts/lib/solana/local-stablecoins.mjs, and may freeze an account as Circle
// and Tether can); the demo wallet's associated token account holding 100,000 of each, which is the
// whole supply; the treasury's associated token account for each, empty, as the team creates it before
// the sale (the production preflight refuses a treasury without it); and SOL for the authority's fees
// and the rent of the token accounts it creates.
import { AccountState, getMintEncoder, getTokenEncoder } from '@solana-program/token';
import { localStablecoins } from '../lib/solana/local-stablecoins.mjs';
import { associatedTokenAddress } from '../lib/solana/token-payout.mjs';

const LAMPORTS_PER_SOL = 1_000_000_000n;
/** Whole coins of each stablecoin the demo wallet holds at genesis. */
export const DEMO_WALLET_STABLECOINS = 100_000n;
/** The stablecoin authority's SOL: the fees and rent of ~45,000 wallets funded by tests. */
export const STABLECOIN_AUTHORITY_LAMPORTS = 100n * LAMPORTS_PER_SOL;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** A classic token account's bytes: initialized, not native, no delegate or close authority. */
function tokenAccountData(mint, owner, amount) {
  return new Uint8Array(
    getTokenEncoder().encode({ mint, owner, amount, delegate: null, state: AccountState.Initialized, isNative: null, delegatedAmount: 0n, closeAuthority: null }),
  );
}

/**
 * The genesis accounts of the local stablecoins, for ledger.writeAccounts.
 * @param {{ stablecoinAuthority: { publicKey: string }, demoWallet: { publicKey: string }, treasury: { publicKey: string } }} localKeys
 * @param {(size: number) => bigint} rent the rent-exempt minimum of an account of `size` bytes
 */
export async function stablecoinGenesisAccounts(localKeys, rent) {
  const authority = localKeys.stablecoinAuthority.publicKey;
  const account = (address, data, programAddress) => ({ address, lamports: rent(data.length), data, programAddress, executable: false });
  const accounts = [{ address: authority, lamports: STABLECOIN_AUTHORITY_LAMPORTS, data: new Uint8Array(), programAddress: SYSTEM_PROGRAM, executable: false }];
  for (const coin of localStablecoins(localKeys)) {
    const demoHolding = DEMO_WALLET_STABLECOINS * 10n ** BigInt(coin.decimals);
    const mintData = new Uint8Array(
      getMintEncoder().encode({ mintAuthority: authority, supply: demoHolding, decimals: coin.decimals, isInitialized: true, freezeAuthority: authority }),
    );
    const demoAccount = await associatedTokenAddress(localKeys.demoWallet.publicKey, coin.mint, coin.tokenProgram);
    const treasuryAccount = await associatedTokenAddress(localKeys.treasury.publicKey, coin.mint, coin.tokenProgram);
    accounts.push(
      account(coin.mint, mintData, coin.tokenProgram),
      account(demoAccount, tokenAccountData(coin.mint, localKeys.demoWallet.publicKey, demoHolding), coin.tokenProgram),
      account(treasuryAccount, tokenAccountData(coin.mint, localKeys.treasury.publicKey, 0n), coin.tokenProgram),
    );
  }
  return accounts;
}
