// Each worker test sends from a client address of its own (CF-Connecting-IP): the Workers rate
// limiters keep their counts for a minute across tests, unlike D1, which is emptied before each test.
import { beforeEach } from 'vitest';

let current = '10.0.0.1';

/** A private address (10.x.y.z) unlikely to repeat within a minute of test runs. */
function nextAddress(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The client address of the running test. */
export const testClientIp = () => current;

beforeEach(() => {
  current = nextAddress();
});
