// The production preflight's chain rules for the stablecoins (core/payment-assets.ts): before a deploy,
// every stablecoin SOLANA_CLUSTER accepts must be a mint whose transfers are exact (no Token-2022
// transfer fee or hook, core/mint-facts.ts), and the treasury must already have its associated token
// account for it, since a buyer's wallet pays into that account and does not create it. scripts/deploy.mjs
// runs these rules in Node (with scripts/lib/distribution/core-import.mjs resolving `@core/`), so this
// file imports nothing but packages and core/.
import { address, isAddress } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { mintFactsOf, type ParsedAccountInfo } from '@core/mint-facts';
import { stablecoinsOf, type StablecoinMint } from '@core/payment-assets';

/** Reads accounts as getMultipleAccounts answers them with `encoding: 'jsonParsed'`: one per address, in order, null where none exists. */
export type ParsedAccountsReader = (addresses: string[]) => Promise<(ParsedAccountInfo | null)[]>;

const text = (env: object, name: string) => {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The spl-token CLI's name for a cluster (its --url). */
const cliCluster = (cluster: string) => (cluster === 'localnet' ? 'localhost' : cluster);

/** The treasury's associated token account for `coin`. */
async function treasuryTokenAccount(treasury: string, coin: StablecoinMint): Promise<string> {
  const [account] = await findAssociatedTokenPda({ owner: address(treasury), mint: address(coin.mint), tokenProgram: address(coin.tokenProgram) });
  return account;
}

/** What is wrong with one stablecoin, given its mint's account and the treasury's token account for it. */
function coinProblems(coin: StablecoinMint, cluster: string, treasury: string, tokenAccount: string, mintAccount: ParsedAccountInfo | null, treasuryAccount: ParsedAccountInfo | null): string[] {
  const { symbol, mint } = coin;
  const facts = mintFactsOf(mintAccount);
  if (!facts) {
    return [`The ${symbol} mint ${mint} (core/payment-assets.ts, ${cluster}) is not a token mint on the chain SOLANA_RPC_URL reaches: check that SOLANA_RPC_URL is a ${cluster} endpoint.`];
  }
  const problems: string[] = [];
  if (facts.tokenProgram !== coin.tokenProgram) {
    problems.push(`The ${symbol} mint ${mint} belongs to the token program ${facts.tokenProgram}, not ${coin.tokenProgram}: correct its tokenProgram in core/payment-assets.ts.`);
  }
  if (!facts.exactTransfers) {
    problems.push(`${symbol} (${mint}) cannot be accepted: ${facts.reason}, so a payment would not credit exactly. Remove it from STABLECOINS_BY_CLUSTER['${cluster}'] in core/payment-assets.ts.`);
  }
  const parsed = treasuryAccount && !Array.isArray(treasuryAccount.data) ? treasuryAccount.data.parsed : undefined;
  if (!treasuryAccount) {
    problems.push(
      `The treasury ${treasury} has no ${symbol} token account (${tokenAccount}), so ${symbol} payments could not reach it: create it with ` +
        `\`spl-token create-account ${mint} --owner ${treasury} --fee-payer <your keypair> --url ${cliCluster(cluster)}\`.`,
    );
  } else if (parsed?.type !== 'account') {
    problems.push(`The treasury's ${symbol} token account address ${tokenAccount} holds an account that is not a token account: ${symbol} payments could not reach the treasury.`);
  } else if (parsed.info?.state === 'frozen') {
    problems.push(`The treasury's ${symbol} token account ${tokenAccount} is frozen: ${symbol} payments to it would fail. Ask the issuer to thaw it, or remove ${symbol} from STABLECOINS_BY_CLUSTER['${cluster}'] in core/payment-assets.ts.`);
  }
  return problems;
}

/**
 * What keeps the treasury (TREASURY_ADDRESS) from taking each stablecoin SOLANA_CLUSTER accepts, one
 * sentence each saying what to fix; empty when it may. Reads every mint and token account in one call
 * of `readAccounts`, whose failure it lets through (the caller says the chain could not be read). Reads
 * nothing when the cluster accepts no stablecoin or TREASURY_ADDRESS is no address (productionProblems
 * says so).
 */
export async function stablecoinProblems(env: object, readAccounts: ParsedAccountsReader): Promise<string[]> {
  const cluster = text(env, 'SOLANA_CLUSTER');
  const treasury = text(env, 'TREASURY_ADDRESS');
  const coins = stablecoinsOf(cluster);
  if (coins.length === 0 || !isAddress(treasury)) return [];
  const tokenAccounts = await Promise.all(coins.map((coin) => treasuryTokenAccount(treasury, coin)));
  const accounts = await readAccounts([...coins.map((coin) => coin.mint), ...tokenAccounts]);
  return coins.flatMap((coin, index) => coinProblems(coin, cluster, treasury, tokenAccounts[index]!, accounts[index] ?? null, accounts[coins.length + index] ?? null));
}
