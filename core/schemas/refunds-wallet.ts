// Path of GET /api/ledger/refunds/:address, the public refund lookup of /ledger: a base58 Solana address.
import * as v from 'valibot';
import { WalletAddressSchema } from '@core/schemas/contribution';

/** :address of /api/ledger/refunds/:address (trimmed; the wallet schema's messages). */
export const RefundWalletParamSchema = v.object({ address: WalletAddressSchema });

export type RefundWalletParam = v.InferOutput<typeof RefundWalletParamSchema>;
