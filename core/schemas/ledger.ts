// Query of GET /api/ledger (the public list of credited contributions) and its page cursor.
import * as v from 'valibot';
import { WalletAddressSchema } from '@core/schemas/contribution';

export const LEDGER_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** Message for a limit outside 1..100. */
export const LEDGER_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEDGER_PAGE.maxLimit}`;
export const LEDGER_CURSOR_MESSAGE = 'Invalid ledger cursor';

const CURSOR = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

/** A page position: entries strictly older than this credit time and id. */
export interface LedgerCursor {
  creditedAt: number;
  id: string;
}

/** Encodes the position after `entry` for the next page. */
export function encodeLedgerCursor(cursor: LedgerCursor): string {
  return `${cursor.creditedAt}.${cursor.id}`;
}

/**
 * Query string of GET /api/ledger: `limit` (default 20), an optional `before` cursor, and an optional
 * `wallet` to list one wallet's credited contributions (public data, as on the chain).
 */
export const LedgerQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(LEDGER_LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LEDGER_LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LEDGER_LIMIT_MESSAGE),
      v.maxValue(LEDGER_PAGE.maxLimit, LEDGER_LIMIT_MESSAGE),
    ),
    String(LEDGER_PAGE.defaultLimit),
  ),
  wallet: v.optional(WalletAddressSchema),
  before: v.optional(
    v.pipe(
      v.string(LEDGER_CURSOR_MESSAGE),
      v.regex(CURSOR, LEDGER_CURSOR_MESSAGE),
      v.transform((text): LedgerCursor => {
        const [, creditedAt = '0', id = ''] = CURSOR.exec(text) ?? [];
        return { creditedAt: Number(creditedAt), id };
      }),
    ),
  ),
});

export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>;
