// A batch's specification as JSON carries it (amounts and fees as decimal strings), and back.
import type { BatchSpec } from '@core/distribution/batch-transaction';

/** BatchSpec with every bigint as a decimal string: what the API sends the signer. */
export interface BatchSpecJson {
  distributionWallet: string;
  sourceTokenAccount: string;
  mint: string;
  tokenProgram: string;
  decimals: number;
  reference: string;
  transfers: { owner: string; tokenAccount: string; amount: string; createAccount: boolean }[];
  priorityFeeMicroLamports: string;
}

export function batchSpecToJson(spec: BatchSpec): BatchSpecJson {
  return {
    ...spec,
    transfers: spec.transfers.map((transfer) => ({ ...transfer, amount: transfer.amount.toString() })),
    priorityFeeMicroLamports: (spec.priorityFeeMicroLamports ?? 0n).toString(),
  };
}

export function batchSpecFromJson(json: BatchSpecJson): BatchSpec {
  return {
    ...json,
    transfers: json.transfers.map((transfer) => ({ ...transfer, amount: BigInt(transfer.amount) })),
    priorityFeeMicroLamports: BigInt(json.priorityFeeMicroLamports),
  };
}
