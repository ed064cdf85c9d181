// Answer of POST /api/payments: the intent and the transaction the worker built for the payer.
import type { ContributionIntentResponse } from '@core/api/contributions';

/** The 201 body of POST /api/payments. */
export interface PreparedPayment {
  intent: ContributionIntentResponse;
  /** The unsigned transaction, wire format in base64: only the payer's signature is missing. */
  transaction: string;
  /** The block height after which the transaction can no longer land. */
  lastValidBlockHeight: string;
}
