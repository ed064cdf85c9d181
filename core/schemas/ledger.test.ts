import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LEDGER_CURSOR_MESSAGE, LEDGER_LIMIT_MESSAGE, LedgerQuerySchema, encodeLedgerCursor } from '@core/schemas/ledger';

describe('LedgerQuerySchema', () => {
  it('defaults to 20 entries from the newest', () => {
    expect(v.parse(LedgerQuerySchema, {})).toEqual({ limit: 20 });
  });

  it('reads a limit and a cursor it produced', () => {
    const before = encodeLedgerCursor({ creditedAt: 1_767_225_600_000, id: 'c_01-ab' });
    expect(v.parse(LedgerQuerySchema, { limit: '100', before })).toEqual({
      limit: 100,
      before: { creditedAt: 1_767_225_600_000, id: 'c_01-ab' },
    });
  });

  it('refuses limits outside 1..100 and malformed cursors', () => {
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) {
      expect(v.safeParse(LedgerQuerySchema, { limit }).issues?.[0]?.message).toBe(LEDGER_LIMIT_MESSAGE);
    }
    for (const before of ['', 'abc', '12.', '12.a b', "1.x'--"]) {
      expect(v.safeParse(LedgerQuerySchema, { before }).issues?.[0]?.message).toBe(LEDGER_CURSOR_MESSAGE);
    }
  });
});
