// Identifies the client for throttling from Cloudflare's connecting IP, which clients cannot forge:
// an IPv4 address counts whole, an IPv6 address by its /64, since one IPv6 host holds a whole /64
// and could otherwise guess with a fresh address every try (docs/decisions.md, "Throttling keys").
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** The key of a request without CF-Connecting-IP (tests and tools that call the worker directly). */
export const LOCAL_CLIENT = 'local';
/** The one shared key of every header that is no IP address, so garbage never buys a fresh key. */
export const INVALID_CLIENT = 'invalid';

/** Dotted-quad IPv4 as 4 numbers, or null; leading zeros are read as decimal. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** An IPv6 text (compressed or not, with or without a trailing dotted IPv4) as 8 numbers, or null. */
function parseIpv6(text: string): number[] | null {
  let head = text;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const octets = parseIpv4(text.slice(lastColon + 1));
    if (!octets) return null;
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    // Keep the colon before the IPv4 part, so "::1.2.3.4" still ends in "::".
    head = text.slice(0, lastColon + 1);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const explicit = left.length + right.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const zeros = Array<number>(8 - explicit).fill(0);
  return [...left.map((g) => parseInt(g, 16)), ...zeros, ...right.map((g) => parseInt(g, 16)), ...tail];
}

/**
 * The throttling key of a connecting address: IPv4 as its canonical dotted quad (also when written
 * as an IPv4-mapped IPv6 address, `::ffff:1.2.3.4`), IPv6 as its /64 prefix (`2001:db8:0:1::/64`)
 * whatever its spelling (case, `::`, brackets, zone id). No address gives {@link LOCAL_CLIENT},
 * anything unparseable {@link INVALID_CLIENT}.
 */
export function clientKeyOf(address: string | null | undefined): string {
  if (address === null || address === undefined || address.trim() === '') return LOCAL_CLIENT;
  let text = address.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const ipv4 = parseIpv4(text);
  if (ipv4) return ipv4.join('.');
  const ipv6 = text.includes(':') ? parseIpv6(text) : null;
  if (!ipv6) return INVALID_CLIENT;
  const mapped = ipv6.slice(0, 5).every((group) => group === 0) && ipv6[5] === 0xffff;
  if (mapped) return [ipv6[6]! >> 8, ipv6[6]! & 255, ipv6[7]! >> 8, ipv6[7]! & 255].join('.');
  return `${ipv6.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** Sets `clientKey` for rate limits and password throttling. */
export const clientKey = createMiddleware<AppEnv>(async (c, next) => {
  c.set('clientKey', clientKeyOf(c.req.header('CF-Connecting-IP')));
  await next();
});
