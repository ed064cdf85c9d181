// Payloads of the admin console's treasury section (/api/admin/treasury): the outflows list filter and
// declaring or removing a project wallet, with the messages the console shows.
import * as v from 'valibot';
import { isAddress } from '@solana/kit';
import { OUTFLOW_KINDS } from '@core/api/treasury';
import { PagingQuery } from '@core/schemas/admin-lists';

export const TREASURY_MESSAGES = {
  kind: 'Kind must be refund, sweep, fee, unexplained or all',
  address: 'Enter a Solana wallet address',
  label: 'Give the wallet a name of 1 to 80 characters',
  treasury: 'The treasury itself cannot be a project wallet',
  declared: 'This wallet is already declared',
  notDeclared: 'This wallet is not declared',
} as const;

const AddressSchema = v.pipe(v.string(TREASURY_MESSAGES.address), v.trim(), v.check(isAddress, TREASURY_MESSAGES.address));

/** GET /outflows?kind=&page=&pageSize= (kind defaults to all). */
export const OutflowListQuerySchema = v.object({
  kind: v.optional(v.picklist([...OUTFLOW_KINDS, 'all'], TREASURY_MESSAGES.kind), 'all'),
  ...PagingQuery,
});
export type OutflowListQuery = v.InferOutput<typeof OutflowListQuerySchema>;

/** POST /project-wallets: a wallet of the team (cold storage, multisig) and what to call it. */
export const DeclareProjectWalletSchema = v.object({
  address: AddressSchema,
  label: v.pipe(v.string(TREASURY_MESSAGES.label), v.trim(), v.minLength(1, TREASURY_MESSAGES.label), v.maxLength(80, TREASURY_MESSAGES.label)),
});
export type DeclareProjectWallet = v.InferOutput<typeof DeclareProjectWalletSchema>;

/** :address in /project-wallets/:address/remove. */
export const ProjectWalletParamSchema = v.object({ address: AddressSchema });
