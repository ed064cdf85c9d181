// An owner's balance of one token mint, read from the chain through the allowlisted /api/rpc proxy:
// getTokenAccountsByOwner with a mint filter, summed over every token account the owner holds of it
// (the associated one, and any other).
import { rpcCall } from './rpc';

interface ParsedTokenAccount {
  account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } };
}

/** Sums the base units of parsed token accounts; an account without a readable amount counts 0. */
export function sumTokenAccounts(accounts: readonly ParsedTokenAccount[]): bigint {
  return accounts.reduce((sum, { account }) => {
    const amount = account.data.parsed?.info?.tokenAmount?.amount;
    return sum + (amount && /^\d+$/.test(amount) ? BigInt(amount) : 0n);
  }, 0n);
}

/** `owner`'s balance of `mint` in base units (0 without a token account), at confirmed commitment. */
export async function tokenBalanceOf(owner: string, mint: string): Promise<bigint> {
  const { value } = await rpcCall<{ value: ParsedTokenAccount[] }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }]);
  return sumTokenAccounts(value);
}
