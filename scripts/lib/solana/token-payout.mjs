// Token payouts on the local chain for tests and scripts, built as a payout tool builds them: create the
// recipient's associated token account if missing (idempotent), then TransferChecked from the
// distribution wallet's account, the batch's reference as a read-only key. Also the local MRDX mint's
// facts (mint, decimals, supply, distribution wallet) that genesis wrote, from local-keys.json.
// Plain .mjs with types beside it (token-payout.d.mts) for Node scripts, workerd tests and e2e.
import { address } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { jsonRpc } from './json-rpc.mjs';
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

/**
 * Creates a new mint (Token or Token-2022: the base instructions are the same) with `authority` as mint
 * and freeze authority, and mints `supply` base units to `authority`'s associated token account.
 * Resolves to the signature once the node accepted it. For tests that need a mint of their own.
 */
export async function sendNewMint({ rpcUrl, origin, authority, mint, decimals, supply = 0n, tokenProgram = TOKEN_PROGRAM_ADDRESS }) {
  const space = 82;
  const rent = await jsonRpc(rpcUrl, 'getMinimumBalanceForRentExemption', [space], { origin });
  const program = { programAddress: address(tokenProgram) };
  const instructions = [
    getCreateAccountInstruction({ payer: authority, newAccount: mint, lamports: BigInt(rent), space, programAddress: address(tokenProgram) }),
    getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: authority.address, freezeAuthority: authority.address }, program),
  ];
  if (supply > 0n) {
    const ata = await associatedTokenAddress(authority.address, mint.address, tokenProgram);
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner: authority.address, mint: mint.address, tokenProgram: address(tokenProgram) }),
      getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: authority, amount: BigInt(supply) }, program),
    );
  }
  const signed = await signInstructions({ feePayer: authority, instructions, lifetime: await latestLifetime(rpcUrl, { origin }) });
  return sendSigned(rpcUrl, signed, { origin });
}

/** The token balance (base units) of `owner`'s associated token account for `mint`; 0n when it has none. */
export async function tokenBalanceOf({ rpcUrl, origin, owner, mint, tokenProgram = TOKEN_PROGRAM_ADDRESS }) {
  const account = await associatedTokenAddress(owner, mint, tokenProgram);
  const { value } = await jsonRpc(rpcUrl, 'getMultipleAccounts', [[account], { encoding: 'jsonParsed', commitment: 'confirmed' }], { origin });
  return value[0] ? BigInt(value[0].data.parsed.info.tokenAmount.amount) : 0n;
}
