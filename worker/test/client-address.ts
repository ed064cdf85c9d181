// Each worker test sends from a client address of its own (CF-Connecting-IP): the Workers rate
// limiters keep their counts for a minute across tests, unlike D1, which is emptied before each test.
import { beforeEach } from 'vitest';

/**
 * The running test's address lives on globalThis: the worker project runs its files in one runtime
 * without isolation (vitest.config.mts), where this setup file is evaluated again for every file
 * while the helpers that import it keep the first file's module instance.
 */
const client = ((globalThis as { __testClientAddress?: { current: string } }).__testClientAddress ??= { current: '10.0.0.1' });

/** A private address (10.x.y.z) unlikely to repeat within a minute of test runs. */
function nextAddress(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The client address of the running test. */
export const testClientIp = () => client.current;

beforeEach(() => {
  client.current = nextAddress();
});

/** `count` distinct fresh IPv4 client addresses (10.x.y.z), as many guessers would use. */
export function freshIpv4Addresses(count: number): string[] {
  const addresses = new Set<string>();
  while (addresses.size < count) addresses.add(nextAddress());
  return [...addresses];
}

const hextet = () => Math.floor(Math.random() * 0x10000).toString(16);

/** A random /64 of the documentation prefix 2001:db8::/32, as its first four groups. */
export const freshIpv6Prefix = () => `2001:db8:${hextet()}:${hextet()}`;

/** `count` distinct addresses of one fresh IPv6 /64: one host taking a new address for every try. */
export function addressesInOneIpv6Slash64(count: number): string[] {
  const prefix = freshIpv6Prefix();
  return Array.from({ length: count }, (_, i) => `${prefix}:${hextet()}:${hextet()}:${hextet()}:${(i + 1).toString(16)}`);
}

/** One address in each of `count` fresh IPv6 /64s: a guesser with many networks. */
export function addressesInDistinctIpv6Slash64s(count: number): string[] {
  const prefixes = new Set<string>();
  while (prefixes.size < count) prefixes.add(freshIpv6Prefix());
  return [...prefixes].map((prefix) => `${prefix}::${hextet()}`);
}
