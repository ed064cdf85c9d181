// readMintFacts against the local chain: the play USDC of genesis, MRDX, a Token-2022 mint, and the
// addresses where no mint is.
import { env } from 'cloudflare:workers';
import { address, generateKeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import localKeys from '../../../../scripts/local-chain/local-keys.json';
import { newFundedSigner } from '../../../test/chain';
import { localStablecoinOf, stablecoinAccountOf } from '../../../test/chain-stablecoins';
import { TOKEN_2022_PROGRAM_ADDRESS, newTestMint } from '../../../test/chain-tokens';
import { readMintFacts } from './mint-facts';
import { createRpc } from './solana-rpc';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

describe('readMintFacts', () => {
  it('reads the local USDC and MRDX mints: their decimals, the classic program, exact transfers', async () => {
    const rpc = createRpc(env);
    expect(await readMintFacts(rpc, localStablecoinOf('USDC').mint)).toEqual({ decimals: 6, tokenProgram: TOKEN_PROGRAM, exactTransfers: true });
    expect(await readMintFacts(rpc, localKeys.tokenMint)).toEqual({ decimals: 9, tokenProgram: TOKEN_PROGRAM, exactTransfers: true });
  });

  it('reads a Token-2022 mint without extensions as exact', async () => {
    const mint = await newTestMint({ authority: await newFundedSigner(1), decimals: 2, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    expect(await readMintFacts(createRpc(env), mint.address)).toEqual({ decimals: 2, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS, exactTransfers: true });
  });

  it('finds no mint at an empty address, a wallet or a token account', async () => {
    const rpc = createRpc(env);
    expect(await readMintFacts(rpc, (await generateKeyPairSigner()).address)).toBeNull();
    expect(await readMintFacts(rpc, localKeys.demoWallet.publicKey)).toBeNull();
    expect(await readMintFacts(rpc, await stablecoinAccountOf(address(localKeys.demoWallet.publicKey), 'USDC'))).toBeNull();
  });
});
