// Every CSV the console downloads is headed alike: Title Case column names, never a snake_case one.
import { describe, expect, it } from 'vitest';
import { CONTRIBUTIONS_CSV_HEADER, distributionHeader, WHITELIST_REGISTRATIONS_CSV_HEADER } from './exports';
import { REFUNDS_CSV_HEADER } from '../reconciliation/refunds-owed';
import { ATTEMPTS_CSV_HEADER, PLAN_CSV_HEADER } from '../distribution/distribution-csv';

const HEADERS: Record<string, readonly string[]> = {
  contributions: CONTRIBUTIONS_CSV_HEADER,
  distribution: distributionHeader(new Date('2027-01-31T00:00:00Z')),
  refunds: REFUNDS_CSV_HEADER,
  'distribution plan': PLAN_CSV_HEADER,
  'distribution attempts': ATTEMPTS_CSV_HEADER,
  'whitelist registrations': WHITELIST_REGISTRATIONS_CSV_HEADER,
};

describe('CSV headers', () => {
  it('name every column in Title Case words', () => {
    for (const [download, header] of Object.entries(HEADERS)) {
      for (const column of header) expect([download, column]).toEqual([download, expect.stringMatching(/^[A-Z0-9][^_]*$/)]);
    }
  });
});
