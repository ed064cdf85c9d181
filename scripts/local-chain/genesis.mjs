// The local chain's genesis: accounts written before the first block, not transfers. The demo wallet's
// play SOL, and the MRDX mint (classic SPL Token program, decimals and total supply from
// core/sale-config.ts) whose whole supply sits in the distribution wallet's associated token account,
// with SOL for the fees and rent of payouts. The play USDC and USDT (stablecoin-genesis.mjs). The
// treasury is not funded: its first payment creates it, so its balance on chain is exactly what it
// received minus what left it (its stablecoin token accounts are accounts of their own, with their own
// rent).
import { readFileSync } from 'node:fs';
import { AccountState, getMintEncoder, getTokenEncoder } from '@solana-program/token';
import { localStablecoins } from '../lib/solana/local-stablecoins.mjs';
import { localTokenFacts } from '../lib/solana/token-payout.mjs';
import { stablecoinGenesisAccounts } from './stablecoin-genesis.mjs';

/** The fixed local keys (treasury, token mint, demo and distribution wallets, stablecoin authority). Play money: never used on a real cluster. */
export const LOCAL_KEYS = JSON.parse(readFileSync(new URL('./local-keys.json', import.meta.url), 'utf8'));

const LAMPORTS_PER_SOL = 1_000_000_000n;
export const DEMO_WALLET_LAMPORTS = 1000n * LAMPORTS_PER_SOL;
/** Enough for the fees of a large payout run and the rent of ~40,000 new token accounts. */
export const DISTRIBUTION_WALLET_LAMPORTS = 100n * LAMPORTS_PER_SOL;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/**
 * Writes the genesis accounts into a fresh ledger (journaled with it). `treasuryRent` gives the treasury
 * its rent-exempt minimum at genesis, for the worker tests: their files share one chain in a random
 * order, and a test's small payment to a still-empty treasury would be refused for rent.
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {{ treasuryRent?: boolean }} [options]
 */
export async function writeGenesis(ledger, { treasuryRent = false } = {}) {
  const facts = await localTokenFacts(LOCAL_KEYS);
  const rent = (size) => ledger.svm.minimumBalanceForRentExemption(BigInt(size));
  const system = (account, lamports) => ({ address: account, lamports, data: new Uint8Array(), programAddress: SYSTEM_PROGRAM, executable: false });
  const mintData = new Uint8Array(
    getMintEncoder().encode({
      // No mint authority: the supply is fixed, as the sale documents it. The distribution wallet may
      // freeze accounts, so tests can show a frozen recipient.
      mintAuthority: null,
      supply: facts.supply,
      decimals: facts.decimals,
      isInitialized: true,
      freezeAuthority: facts.distributionWallet,
    }),
  );
  const tokenData = new Uint8Array(
    getTokenEncoder().encode({
      mint: facts.mint,
      owner: facts.distributionWallet,
      amount: facts.supply,
      delegate: null,
      state: AccountState.Initialized,
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    }),
  );
  ledger.writeAccounts([
    system(LOCAL_KEYS.demoWallet.publicKey, DEMO_WALLET_LAMPORTS),
    system(facts.distributionWallet, DISTRIBUTION_WALLET_LAMPORTS),
    { address: facts.mint, lamports: rent(mintData.length), data: mintData, programAddress: facts.tokenProgram, executable: false },
    { address: facts.distributionTokenAccount, lamports: rent(tokenData.length), data: tokenData, programAddress: facts.tokenProgram, executable: false },
    ...(await stablecoinGenesisAccounts(LOCAL_KEYS, rent)),
    ...(treasuryRent ? [system(LOCAL_KEYS.treasury.publicKey, rent(0))] : []),
  ]);
  return facts;
}

/**
 * Brings a chain kept from before the stablecoins joined genesis (a journal of an earlier `npm start`)
 * up to it: when none of their mints exists, nothing of theirs does, so their genesis accounts are
 * written now (and journaled). Resolves true when it wrote them.
 * @param {import('./ledger.mjs').Ledger} ledger
 */
export async function writeMissingGenesis(ledger) {
  if (localStablecoins(LOCAL_KEYS).some((coin) => ledger.account(coin.mint).exists)) return false;
  const rent = (size) => ledger.svm.minimumBalanceForRentExemption(BigInt(size));
  ledger.writeAccounts(await stablecoinGenesisAccounts(LOCAL_KEYS, rent));
  return true;
}
