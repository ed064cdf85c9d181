import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RECONCILIATION_MESSAGES, UnmatchedListQuerySchema } from '@core/schemas/reconciliation';

describe('UnmatchedListQuerySchema', () => {
  it('defaults to every status, page 1 of 25, and trims the search', () => {
    expect(v.parse(UnmatchedListQuerySchema, {})).toEqual({ q: '', status: 'all', page: 1, pageSize: 25 });
    expect(v.parse(UnmatchedListQuerySchema, { q: ' 5xSig ', status: 'refund_due', page: '2', pageSize: '100' })).toEqual({ q: '5xSig', status: 'refund_due', page: 2, pageSize: 100 });
  });

  it('refuses a search that is not base58, an unknown status and a page size past 100', () => {
    const first = (input: unknown) => v.safeParse(UnmatchedListQuerySchema, input).issues?.[0]?.message;
    for (const q of ['0abc', 'Oabc', 'Iabc', 'labc', 'ab%', 'a*', 'x'.repeat(89)]) expect(first({ q }), q).toBe(RECONCILIATION_MESSAGES.search);
    expect(first({ status: 'pending' })).toBe(RECONCILIATION_MESSAGES.status);
    expect(first({ pageSize: '101' })).toMatch(/Page size/);
  });
});
