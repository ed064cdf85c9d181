// The JSON-RPC methods of the local chain, answering with the shapes of a real Solana node
// (see https://solana.com/docs/rpc/http). Each handler takes the `params` array and returns `result`.
import { getBase58Encoder, getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { RpcError } from './ledger.mjs';
import { configOf, createAccountMethods, requireAddress } from './rpc-accounts.mjs';
import { feeForMessage, memoOf, renderTransaction } from './transaction-view.mjs';

const API_VERSION = '2.3.0';
const MAX_SIGNATURES_FOR_ADDRESS = 1000;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_CONFIRMATIONS = 32;
const MAX_PRIORITIZATION_FEE_ACCOUNTS = 128;

const invalidParams = (message) => new RpcError(-32602, message);

function decodeEncoded(text, encoding = 'base58') {
  if (typeof text !== 'string') throw invalidParams('invalid transaction: expected a string');
  if (encoding === 'base64') return new Uint8Array(getBase64Encoder().encode(text));
  if (encoding === 'base58') return new Uint8Array(getBase58Encoder().encode(text));
  throw invalidParams(`Invalid params: unknown variant \`${encoding}\`, expected \`base58\` or \`base64\``);
}

/**
 * @param {import('./ledger.mjs').Ledger} ledger
 * @param {{ airdrop: (to: string, lamports: bigint) => Promise<string> }} faucet
 * @returns {Record<string, (params: unknown[]) => unknown>}
 */
export function createMethods(ledger, faucet) {
  const { clock } = ledger;
  const context = () => ({ slot: clock.slot(), apiVersion: API_VERSION });
  const withContext = (value) => ({ context: context(), value });
  const finalizedOnly = (config) => (configOf(config).commitment ?? 'finalized') === 'finalized';
  const statusOf = (record) => (record.finalized ? 'finalized' : 'confirmed');
  // While finalization is held, the finalized tip stays where it was held, as a stalled cluster's does.
  let heldSlot = null;
  const slotAt = (config) => (heldSlot !== null && finalizedOnly(config) ? heldSlot : clock.slot());

  return {
    ...createAccountMethods(ledger, withContext),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => ledger.genesisHash,
    getSlot: ([config] = []) => slotAt(config),
    // Every slot has a block locally: its time is when the slot began (Unix seconds), as a node answers.
    getBlockTime: ([slot]) => {
      if (!Number.isSafeInteger(slot) || slot < 0) throw invalidParams('Invalid params: expected a slot');
      if (slot > clock.slot() || slot < clock.baseSlot) throw new RpcError(-32004, `Block not available for slot ${slot}`);
      return Math.floor(clock.slotStartMs(slot) / 1000);
    },
    getBlockHeight: () => clock.blockHeight(),
    getEpochInfo: () => {
      const slot = clock.slot();
      const slotsInEpoch = Number(ledger.svm.getEpochSchedule().slotsPerEpoch);
      return {
        absoluteSlot: slot,
        blockHeight: clock.blockHeight(),
        epoch: Math.floor(slot / slotsInEpoch),
        slotIndex: slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount: ledger.records.size,
      };
    },
    getBalance: ([address]) => withContext(ledger.balance(requireAddress(address))),
    getLatestBlockhash: () => withContext(clock.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => withContext(clock.isBlockhashValid(blockhash)),
    getMinimumBalanceForRentExemption: ([dataLength]) => {
      if (!Number.isSafeInteger(dataLength) || dataLength < 0) throw invalidParams('Invalid params: expected a data length');
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(dataLength)));
    },
    getFeeForMessage: ([encoded]) => {
      let message;
      try {
        message = getCompiledTransactionMessageDecoder().decode(decodeEncoded(encoded, 'base64'));
      } catch {
        throw invalidParams('invalid message: failed to deserialize');
      }
      return withContext(ledger.isLifetimeValid(message) ? Number(feeForMessage(message)) : null);
    },
    sendTransaction: ([encoded, config]) => {
      const { encoding, skipPreflight } = configOf(config);
      return ledger.submitQueued(decodeEncoded(encoded, encoding), { skipPreflight: skipPreflight === true });
    },
    simulateTransaction: ([encoded, config]) => ledger.simulateEncoded(decodeEncoded(encoded, configOf(config).encoding), configOf(config), context()),
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES) throw invalidParams('Invalid params: too many signatures');
      ledger.settle();
      const slot = clock.slot();
      return withContext(
        signatures.map((signature) => {
          const record = ledger.get(signature);
          if (!record) return null;
          return {
            slot: record.slot,
            confirmations: record.finalized ? null : Math.min(MAX_CONFIRMATIONS - 1, slot - record.slot),
            err: record.err,
            status: record.err === null ? { Ok: null } : { Err: record.err },
            confirmationStatus: statusOf(record),
          };
        }),
      );
    },
    getTransaction: ([signature, config]) => {
      const options = typeof config === 'string' ? { encoding: config } : configOf(config);
      const { commitment = 'finalized', encoding = 'json', maxSupportedTransactionVersion } = options;
      if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
      if (!['json', 'jsonParsed', 'base64'].includes(encoding)) throw invalidParams(`Encoding ${encoding} is not supported by the local chain`);
      ledger.settle();
      const record = ledger.get(signature);
      if (!record || (commitment === 'finalized' && !record.finalized)) return null;
      if (record.message.version !== 'legacy' && (maxSupportedTransactionVersion ?? -1) < record.message.version) {
        throw new RpcError(
          -32015,
          `Transaction version (${record.message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.message.version}`,
        );
      }
      return renderTransaction(record, { encoding, maxSupportedTransactionVersion });
    },
    getSignaturesForAddress: ([address, config]) => {
      const { limit = MAX_SIGNATURES_FOR_ADDRESS, before, until } = configOf(config);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) throw invalidParams('Invalid limit; max 1000');
      ledger.settle();
      const records = ledger.signaturesFor(requireAddress(address), { before, until, limit, finalizedOnly: finalizedOnly(config) });
      return records.map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: memoOf(record.message),
        blockTime: record.blockTime,
        confirmationStatus: statusOf(record),
      }));
    },
    getRecentPerformanceSamples: ([limit = 720]) => {
      if (!Number.isInteger(limit) || limit < 1 || limit > 720) throw invalidParams('Invalid limit; max 720');
      return clock.performanceSamples(limit);
    },
    getRecentPrioritizationFees: ([addresses = []]) => {
      if (!Array.isArray(addresses) || addresses.length > MAX_PRIORITIZATION_FEE_ACCOUNTS) throw invalidParams(`Too many inputs provided; max ${MAX_PRIORITIZATION_FEE_ACCOUNTS}`);
      return ledger.fees.recent(clock.slot(), addresses.map(requireAddress), clock.baseSlot);
    },
    requestAirdrop: async ([address, lamports]) => {
      if (!Number.isSafeInteger(lamports) || lamports <= 0) throw invalidParams('Invalid params: lamports must be a positive integer');
      return faucet.airdrop(requireAddress(address), BigInt(lamports));
    },
    localnet_holdFinalization: () => {
      ledger.holdFinalization();
      heldSlot ??= clock.slot();
      return true;
    },
    localnet_releaseFinalization: () => {
      ledger.releaseFinalization();
      heldSlot = null;
      return true;
    },
  };
}
