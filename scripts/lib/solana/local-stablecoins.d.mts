// Types of local-stablecoins.mjs for the TypeScript tests (worker/test, e2e/support).
import type { Address, Instruction, KeyPairSigner, Signature, TransactionSigner } from '@solana/kit';
import type { StablecoinSymbol } from '../../../core/payment-assets';

/** The part of scripts/local-chain/local-keys.json these helpers read. */
export interface StablecoinAuthorityKeys {
  stablecoinAuthority: { publicKey: string; secretKey: number[] };
}
export interface LocalStablecoin {
  symbol: StablecoinSymbol;
  mint: Address;
  tokenProgram: Address;
  decimals: number;
  /** Mint and freeze authority (local-keys.json's stablecoinAuthority). */
  authority: Address;
}
export declare const LOCAL_STABLECOIN_DECIMALS: 6;
export declare function localStablecoins(localKeys: { stablecoinAuthority: { publicKey: string } }): LocalStablecoin[];
export declare function localStablecoin(localKeys: { stablecoinAuthority: { publicKey: string } }, symbol: StablecoinSymbol): LocalStablecoin;
export declare function localStablecoinAuthority(localKeys: StablecoinAuthorityKeys): Promise<KeyPairSigner>;
export declare function mintToWalletInstructions(input: {
  /** The mint authority: signs, and pays the new token account's rent. */
  authority: TransactionSigner;
  /** The wallet whose associated token account receives. */
  recipient: string;
  mint: string;
  decimals: number;
  /** Base units. */
  amount: bigint;
  tokenProgram: string;
}): Promise<Instruction[]>;
export declare function sendStablecoinFunding(input: {
  rpcUrl: string;
  /** The site's origin, when `rpcUrl` is the app's /api/rpc proxy. */
  origin?: string;
  localKeys: StablecoinAuthorityKeys;
  symbol: StablecoinSymbol;
  recipient: string;
  /** Base units (6 decimals: 1 USDC is 1_000_000n). */
  amount: bigint;
  skipPreflight?: boolean;
}): Promise<Signature>;
