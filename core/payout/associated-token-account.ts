// The associated token account of an owner for a mint, derived as the Associated Token Account program
// does: the signer's own check that the server pays each recipient into their own account (CLI and tests).
import { address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import type { DeriveTokenAccount } from '@core/payout/spec-check';

export const associatedTokenAccount: DeriveTokenAccount = async (owner, asset) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(asset.mint), tokenProgram: address(asset.tokenProgram) }))[0];
