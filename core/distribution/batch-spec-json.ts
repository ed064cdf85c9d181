// A batch's specification as JSON carries it (amounts and fees as decimal strings), and back: what the
// API hands a signer, with every number the server compares when it rebuilds the transaction.
import type { BatchSpec, PayoutAsset } from '@core/distribution/batch-transaction';

/** BatchSpec with every bigint as a decimal string: what the API sends the signer. */
export interface BatchSpecJson {
  payer: string;
  asset: PayoutAsset;
  reference: string;
  transfers: { owner: string; tokenAccount: string | null; amount: string; createAccount: boolean }[];
  computeUnitLimit: number;
  priorityFeeMicroLamports: string;
}

export function batchSpecToJson(spec: BatchSpec): BatchSpecJson {
  return {
    payer: spec.payer,
    asset: { ...spec.asset },
    reference: spec.reference,
    transfers: spec.transfers.map((transfer) => ({ owner: transfer.owner, tokenAccount: transfer.tokenAccount, amount: transfer.amount.toString(), createAccount: transfer.createAccount })),
    computeUnitLimit: spec.computeUnitLimit,
    priorityFeeMicroLamports: spec.priorityFeeMicroLamports.toString(),
  };
}

/** The spec of `json`; throws a TypeError when an amount or the fee is not a whole number. */
export function batchSpecFromJson(json: BatchSpecJson): BatchSpec {
  const whole = (value: string, what: string) => {
    if (!/^\d{1,20}$/.test(value)) throw new TypeError(`The batch's ${what} is not a whole number: ${value}`);
    return BigInt(value);
  };
  return {
    payer: json.payer,
    asset: { ...json.asset },
    reference: json.reference,
    transfers: json.transfers.map((transfer) => ({ owner: transfer.owner, tokenAccount: transfer.tokenAccount, amount: whole(transfer.amount, 'amount'), createAccount: transfer.createAccount })),
    computeUnitLimit: json.computeUnitLimit,
    priorityFeeMicroLamports: whole(json.priorityFeeMicroLamports, 'priority fee'),
  };
}
