// The stablecoin rules of the production preflight: against the local chain (its genesis gave the local
// treasury a token account for each play stablecoin) and against a mainnet node's answers, faked.
import { env } from 'cloudflare:workers';
import { address, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import type { ParsedAccountInfo } from '@core/mint-facts';
import { stablecoinsOf } from '@core/payment-assets';
import { fundStablecoin } from '../../test/chain-stablecoins';
import { createRpc } from '../services/chain/solana-rpc';
import { stablecoinProblems, type ParsedAccountsReader } from './stablecoin-rules';

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const MAINNET_TREASURY = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const [USDC, USDT] = stablecoinsOf('mainnet-beta');

/** The local chain, read as the deploy reads it. */
const localChain: ParsedAccountsReader = async (addresses) =>
  (await createRpc(env).call<{ value: (ParsedAccountInfo | null)[] }>('getMultipleAccounts', [addresses, { encoding: 'jsonParsed', commitment: 'finalized' }])).value;

const treasuryAccountOf = async (owner: string, mint: string, tokenProgram = TOKEN) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(tokenProgram) }))[0];

/** A mint as a mainnet node answers it (jsonParsed). */
const mint = (owner = TOKEN, extensions?: unknown[]): ParsedAccountInfo => ({
  owner,
  lamports: 1_461_600,
  data: { program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, supply: '1', ...(extensions ? { extensions } : {}) } } },
});
const tokenAccount = (state = 'initialized'): ParsedAccountInfo => ({ owner: TOKEN, lamports: 2_039_280, data: { program: 'spl-token', parsed: { type: 'account', info: { state } } } });

/** A mainnet node holding `accounts` (by address) and nothing else; counts its calls. */
function mainnetNode(accounts: Record<string, ParsedAccountInfo>) {
  const node: { calls: number; read: ParsedAccountsReader } = {
    calls: 0,
    read: async (addresses) => {
      node.calls += 1;
      return addresses.map((key) => accounts[key] ?? null);
    },
  };
  return node;
}

async function mainnetAccounts(change: (accounts: Record<string, ParsedAccountInfo>, treasuryAccounts: string[]) => void = () => {}) {
  const treasuryAccounts = [await treasuryAccountOf(MAINNET_TREASURY, USDC!.mint), await treasuryAccountOf(MAINNET_TREASURY, USDT!.mint)];
  const accounts: Record<string, ParsedAccountInfo> = { [USDC!.mint]: mint(), [USDT!.mint]: mint(), [treasuryAccounts[0]!]: tokenAccount(), [treasuryAccounts[1]!]: tokenAccount() };
  change(accounts, treasuryAccounts);
  return accounts;
}
const MAINNET = { SOLANA_CLUSTER: 'mainnet-beta', TREASURY_ADDRESS: MAINNET_TREASURY };

describe('stablecoinProblems on the local chain', () => {
  it('passes the local treasury, whose token accounts genesis wrote', async () => {
    expect(await stablecoinProblems({ SOLANA_CLUSTER: 'localnet', TREASURY_ADDRESS: env.TREASURY_ADDRESS }, localChain)).toEqual([]);
  });

  it('refuses a treasury without its token accounts, giving the command that creates each', async () => {
    const treasury = (await generateKeyPairSigner()).address;
    const [usdc, usdt] = stablecoinsOf('localnet');
    const problems = await stablecoinProblems({ SOLANA_CLUSTER: 'localnet', TREASURY_ADDRESS: treasury }, localChain);
    expect(problems).toEqual([
      `The treasury ${treasury} has no USDC token account (${await treasuryAccountOf(treasury, usdc!.mint)}), so USDC payments could not reach it: create it with \`spl-token create-account ${usdc!.mint} --owner ${treasury} --fee-payer <your keypair> --url localhost\`.`,
      `The treasury ${treasury} has no USDT token account (${await treasuryAccountOf(treasury, usdt!.mint)}), so USDT payments could not reach it: create it with \`spl-token create-account ${usdt!.mint} --owner ${treasury} --fee-payer <your keypair> --url localhost\`.`,
    ]);
  });

  it('passes a stablecoin once the treasury has its account', async () => {
    const treasury = (await generateKeyPairSigner()).address;
    await fundStablecoin(treasury, 'USDC', 1n);
    const problems = await stablecoinProblems({ SOLANA_CLUSTER: 'localnet', TREASURY_ADDRESS: treasury }, localChain);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('has no USDT token account');
  });
});

describe('stablecoinProblems against a mainnet node', () => {
  it('passes classic mints and a treasury holding an account for each, in one read', async () => {
    const node = mainnetNode(await mainnetAccounts());
    expect(await stablecoinProblems(MAINNET, node.read)).toEqual([]);
    expect(node.calls).toBe(1);
  });

  it('gives the mainnet cluster to the spl-token command', async () => {
    const node = mainnetNode(await mainnetAccounts((accounts, [usdcAccount]) => delete accounts[usdcAccount!]));
    const [problem] = await stablecoinProblems(MAINNET, node.read);
    expect(problem).toContain(`\`spl-token create-account ${USDC!.mint} --owner ${MAINNET_TREASURY} --fee-payer <your keypair> --url mainnet-beta\``);
  });

  it('refuses a mint whose transfers are not exact, saying why and what to change', async () => {
    const fee = { extension: 'transferFeeConfig', state: { olderTransferFee: { transferFeeBasisPoints: 10 }, newerTransferFee: { transferFeeBasisPoints: 10 } } };
    const hook = { extension: 'transferHook', state: { programId: 'HookProgram1111111111111111111111111111111' } };
    const node = mainnetNode(
      await mainnetAccounts((accounts) => {
        accounts[USDC!.mint] = mint(TOKEN_2022, [fee]);
        accounts[USDT!.mint] = mint(TOKEN, [hook]);
      }),
    );
    const problems = await stablecoinProblems(MAINNET, node.read);
    expect(problems).toEqual([
      `The USDC mint ${USDC!.mint} belongs to the token program ${TOKEN_2022}, not ${TOKEN}: correct its tokenProgram in core/payment-assets.ts.`,
      expect.stringMatching(/^USDC \(EPjF\w+\) cannot be accepted: The mint charges a transfer fee .*Remove it from STABLECOINS_BY_CLUSTER\['mainnet-beta'\]/),
      expect.stringMatching(/^USDT \(Es9v\w+\) cannot be accepted: The mint has a transfer hook/),
    ]);
  });

  it('refuses a missing mint and a frozen treasury account', async () => {
    const node = mainnetNode(
      await mainnetAccounts((accounts, [, usdtAccount]) => {
        delete accounts[USDC!.mint];
        accounts[usdtAccount!] = tokenAccount('frozen');
      }),
    );
    const problems = await stablecoinProblems(MAINNET, node.read);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^The USDC mint EPjF\w+ \(core\/payment-assets.ts, mainnet-beta\) is not a token mint on the chain SOLANA_RPC_URL reaches/);
    expect(problems[1]).toMatch(/^The treasury's USDT token account \w+ is frozen/);
  });

  it('reads nothing for a cluster without stablecoins or a treasury that is no address, and lets a failed read through', async () => {
    const node = mainnetNode({});
    expect(await stablecoinProblems({ SOLANA_CLUSTER: 'testnet', TREASURY_ADDRESS: MAINNET_TREASURY }, node.read)).toEqual([]);
    expect(await stablecoinProblems({ SOLANA_CLUSTER: 'mainnet-beta', TREASURY_ADDRESS: 'nope' }, node.read)).toEqual([]);
    expect(node.calls).toBe(0);
    await expect(stablecoinProblems(MAINNET, () => Promise.reject(new Error('getMultipleAccounts: rate limited')))).rejects.toThrow('rate limited');
  });
});
