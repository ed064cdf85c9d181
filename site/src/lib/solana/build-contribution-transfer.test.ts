import { describe, expect, it } from 'vitest';
import {
  AccountRole,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS, parseTransferSolInstruction } from '@solana-program/system';
import { buildContributionTransfer, contributionTransferInstruction } from './build-contribution-transfer';

const FROM = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
const REFERENCE = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N';

function decode(bytes: Uint8Array) {
  const transaction = getTransactionDecoder().decode(bytes);
  const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  return { transaction, compiled, message: decompileTransactionMessage(compiled) };
}

describe('buildContributionTransfer', () => {
  const input = { from: FROM, treasury: TREASURY, lamports: '1500000000', reference: REFERENCE, blockhash: BLOCKHASH, lastValidBlockHeight: 100n };

  it('transfers the exact lamports from the wallet to the treasury with the wallet paying fees', () => {
    const { message } = decode(buildContributionTransfer(input));
    expect(message.feePayer.address).toBe(FROM);
    expect(message.instructions).toHaveLength(1);
    const instruction = message.instructions[0]!;
    expect(instruction.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS);
    const parsed = parseTransferSolInstruction(instruction as Parameters<typeof parseTransferSolInstruction>[0]);
    expect(parsed.data.amount).toBe(1_500_000_000n);
    expect(parsed.accounts.source.address).toBe(FROM);
    expect(parsed.accounts.destination.address).toBe(TREASURY);
  });

  it('appends the reference to the transfer accounts as a read-only non-signer', () => {
    const { message } = decode(buildContributionTransfer(input));
    const accounts = message.instructions[0]!.accounts!;
    expect(accounts).toHaveLength(3);
    expect(accounts[2]).toMatchObject({ address: REFERENCE, role: AccountRole.READONLY });
    expect(accounts[0]!.role).toBe(AccountRole.WRITABLE_SIGNER);
  });

  it('leaves the single signature slot, the wallet’s, empty and uses the given blockhash', () => {
    const { transaction, compiled } = decode(buildContributionTransfer(input));
    expect(Object.keys(transaction.signatures)).toEqual([FROM]);
    expect(transaction.signatures[FROM as keyof typeof transaction.signatures]).toBeNull();
    expect(compiled.lifetimeToken).toBe(BLOCKHASH);
  });

  it('builds a legacy transaction when the wallet does not support v0', () => {
    const { compiled } = decode(buildContributionTransfer({ ...input, version: 'legacy' }));
    expect(compiled.version).toBe('legacy');
    expect(decode(buildContributionTransfer(input)).compiled.version).toBe(0);
  });

  it('refuses a zero amount and an invalid address', () => {
    expect(() => contributionTransferInstruction({ ...input, lamports: '0' })).toThrow(RangeError);
    expect(() => contributionTransferInstruction({ ...input, treasury: 'not-an-address' })).toThrow();
  });
});
