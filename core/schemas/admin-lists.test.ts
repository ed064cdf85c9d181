import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AuditListQuerySchema, InvestorListQuerySchema, MailListQuerySchema } from '@core/schemas/admin-lists';

describe('admin list queries', () => {
  it('default to the first page of 25, newest first', () => {
    expect(v.parse(InvestorListQuerySchema, {})).toEqual({ q: '', sort: 'latestAt', dir: 'desc', page: 1, pageSize: 25 });
    expect(v.parse(MailListQuerySchema, { status: 'failed', page: '3' })).toEqual({ to: '', status: 'failed', page: 3, pageSize: 25 });
    expect(v.parse(MailListQuerySchema, { to: ' Buyer@Example.com ' })).toMatchObject({ to: 'buyer@example.com' });
    expect(v.parse(AuditListQuerySchema, { actor: ' watcher ' })).toEqual({ actor: 'watcher', action: '', page: 1, pageSize: 25 });
  });

  it('refuse out-of-range paging and unknown columns with their messages', () => {
    const first = (input: unknown) => v.safeParse(InvestorListQuerySchema, input).issues?.[0]?.message;
    expect(first({ page: '0' })).toBe('Page must be a whole number from 1');
    expect(first({ page: '1.5' })).toBe('Page must be a whole number from 1');
    expect(first({ pageSize: '500' })).toBe('Page size must be a whole number from 1 to 100');
    expect(first({ sort: 'password_hash' })).toBe('Unknown sort column');
  });
});
