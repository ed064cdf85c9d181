// What a mint's account says about paying with it: its decimals, its token program, and whether a
// transfer moves exactly the amount sent into any account, new or existing. Read from a node's jsonParsed
// answer (getAccountInfo), which lists a Token-2022 mint's extensions with their state. One reading for
// the token distribution (worker/src/services/distribution/build-plan.ts), the stablecoin decimals of
// payments (worker/src/services/chain/stablecoin-decimals.ts) and the production preflight of the
// stablecoins (worker/src/preflight/stablecoin-rules.ts, which scripts/deploy.mjs runs in Node).
import { TOKEN_PROGRAMS } from '@core/distribution/programs';

/** A mint as payments and payouts need it; `reason` says why its transfers are not exact, when they are not. */
export type MintFacts = { decimals: number; tokenProgram: string } & ({ exactTransfers: true; reason?: undefined } | { exactTransfers: false; reason: string });

/** An account as getAccountInfo/getMultipleAccounts answer it with `encoding: 'jsonParsed'`. */
export interface ParsedAccountInfo {
  owner: string;
  lamports: number | bigint;
  data: { program?: string; parsed?: { type?: string; info?: Record<string, unknown> } } | [string, string];
}

/** A Token-2022 extension as jsonParsed lists it. */
interface Extension {
  extension: string;
  state?: Record<string, unknown>;
}

/**
 * Why a Token-2022 mint's extensions keep a transfer from moving exactly its amount into a fresh
 * account (a fee withheld, a hook's extra accounts, frozen new accounts, no transfers at all); null
 * when none does. A fee scheduled for a later epoch counts already (`newerTransferFee`).
 */
export function inexactTransferReason(extensions: readonly Extension[]): string | null {
  for (const { extension, state = {} } of extensions) {
    const fee = (key: string) => Number((state[key] as { transferFeeBasisPoints?: number } | undefined)?.transferFeeBasisPoints ?? 0);
    if (extension === 'transferFeeConfig' && (fee('olderTransferFee') > 0 || fee('newerTransferFee') > 0)) {
      return 'The mint charges a transfer fee (a transfer delivers less than the amount sent)';
    }
    if (extension === 'transferHook' && state.programId) return 'The mint has a transfer hook (its transfers need accounts a plain transfer does not carry)';
    if (extension === 'nonTransferable') return 'The mint is non-transferable';
    if (extension === 'defaultAccountState' && state.accountState === 'frozen') return 'New token accounts of this mint start frozen (they could not receive)';
    if (extension === 'pausableConfig' && state.paused === true) return 'The mint is paused';
  }
  return null;
}

/**
 * The mint in a jsonParsed account answer; null when there is no account or it is not an initialized
 * mint of the SPL Token or Token-2022 program.
 */
export function mintFactsOf(account: ParsedAccountInfo | null | undefined): MintFacts | null {
  if (!account || !TOKEN_PROGRAMS.includes(account.owner) || Array.isArray(account.data)) return null;
  const parsed = account.data.parsed;
  if (parsed?.type !== 'mint') return null;
  const info = parsed.info ?? {};
  const extensions = Array.isArray(info.extensions) ? (info.extensions as Extension[]) : [];
  const reason = inexactTransferReason(extensions);
  const mint = { decimals: Number(info.decimals), tokenProgram: account.owner };
  return reason === null ? { ...mint, exactTransfers: true } : { ...mint, exactTransfers: false, reason };
}
