// Token payouts on the local chain for tests and scripts, built as a payout tool builds them: create the
// recipient's associated token account if missing (idempotent), then TransferChecked from the
// distribution wallet's account, the batch's reference as a read-only key. Also the local MRDX mint's
// facts (mint, decimals, supply, distribution wallet) that genesis wrote, from local-keys.json.
// Plain .mjs with types beside it (token-payout.d.mts) for Node scripts, workerd tests and e2e.
import { address } from '@solana/kit';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { TOKEN } from '../../../core/sale-config.ts';
import { latestLifetime, sendSigned, signInstructions, withReference } from './signed-transfer.mjs';

/** The associated token account of `owner` for `mint` under `tokenProgram` (classic SPL Token by default). */
export async function associatedTokenAddress(owner, mint, tokenProgram = TOKEN_PROGRAM_ADDRESS) {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(tokenProgram) });
  return ata;
}

/**
 * The local MRDX mint as the local chain's genesis creates it.
 * @param {{ tokenMint: string, distributionWallet: { publicKey: string } }} localKeys the parsed scripts/local-chain/local-keys.json
 */
export async function localTokenFacts(localKeys) {
  const mint = address(localKeys.tokenMint);
  const distributionWallet = address(localKeys.distributionWallet.publicKey);
  return {
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
    decimals: TOKEN.decimals,
    supply: BigInt(TOKEN.totalSupply) * 10n ** BigInt(TOKEN.decimals),
    distributionWallet,
    distributionTokenAccount: await associatedTokenAddress(distributionWallet, mint),
  };
}

/**
 * The instructions paying `amount` base units of `mint` from `authority`'s associated token account
 * to `recipient`'s (created first when `createAccount`, paid by `payer`).
 */
export async function tokenPayoutInstructions({ payer, authority, recipient, amount, mint, decimals, tokenProgram = TOKEN_PROGRAM_ADDRESS, reference, createAccount = true }) {
  const source = await associatedTokenAddress(authority.address, mint, tokenProgram);
  const destination = await associatedTokenAddress(recipient, mint, tokenProgram);
  const create = getCreateAssociatedTokenIdempotentInstruction({ payer: payer ?? authority, ata: destination, owner: address(recipient), mint: address(mint), tokenProgram: address(tokenProgram) });
  const transfer = getTransferCheckedInstruction({ source, mint: address(mint), destination, authority, amount: BigInt(amount), decimals }, { programAddress: address(tokenProgram) });
  return [...(createAccount ? [create] : []), withReference(transfer, reference)];
}

/**
 * Signs and sends a token payout (see tokenPayoutInstructions, plus any `prependInstructions` such as
 * compute-budget ones); resolves to the signature once the node accepted it.
 */
export async function sendTokenPayout({ rpcUrl, origin, skipPreflight, version = 0, prependInstructions = [], ...payout }) {
  const instructions = [...prependInstructions, ...(await tokenPayoutInstructions(payout))];
  const signed = await signInstructions({ feePayer: payout.payer ?? payout.authority, instructions, lifetime: await latestLifetime(rpcUrl, { origin }), version });
  return sendSigned(rpcUrl, signed, { origin, skipPreflight });
}
