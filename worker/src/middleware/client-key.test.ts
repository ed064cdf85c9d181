import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { clientKey, clientKeyOf, INVALID_CLIENT, LOCAL_CLIENT } from './client-key';

describe('clientKeyOf', () => {
  it('keys an IPv4 address whole', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(clientKeyOf('203.0.113.8')).not.toBe(clientKeyOf('203.0.113.7'));
    expect(clientKeyOf('010.000.000.001')).toBe('10.0.0.1');
  });

  it('keys every address of one IPv6 /64 alike, and neighbouring /64s apart', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8:0:1:a:b:c:d', '2001:0db8:0000:0001:0000:0000:0000:0001']) {
      expect(clientKeyOf(address)).toBe(key);
    }
    expect(clientKeyOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientKeyOf('2001:db8:1:1::1')).toBe('2001:db8:1:1::/64');
  });

  it('reads every textual form of the same address the same way', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of [
      '2001:DB8:0:1::1',
      '2001:db8::1:0:0:0:1', // "::" standing for the third group
      '2001:db8:0:1:0:0:0:1',
      '[2001:db8:0:1::1]',
      '2001:db8:0:1::1%eth0', // a zone id
      '2001:db8:0:1::1.2.3.4', // a dotted tail is still IPv6 here
    ]) {
      expect(clientKeyOf(address), address).toBe(key);
    }
    expect(clientKeyOf('::')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%25en0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    for (const address of ['::ffff:1.2.3.4', '::FFFF:1.2.3.4', '0:0:0:0:0:ffff:1.2.3.4', '::ffff:102:304', '[::ffff:1.2.3.4]']) {
      expect(clientKeyOf(address), address).toBe('1.2.3.4');
    }
    // Not mapped: the IPv4-compatible and translated forms stay IPv6.
    expect(clientKeyOf('::1.2.3.4')).toBe('0:0:0:0::/64');
  });

  it('gives a missing address the local key and anything unparseable one shared key', () => {
    expect(clientKeyOf(undefined)).toBe(LOCAL_CLIENT);
    expect(clientKeyOf('')).toBe(LOCAL_CLIENT);
    for (const garbage of ['not-an-ip', '256.1.1.1', '1.2.3', '1.2.3.4.5', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '12345::1', ':::', '2001:db8:g::1', '::ffff:1.2.3.256', 'localhost']) {
      expect(clientKeyOf(garbage), garbage).toBe(INVALID_CLIENT);
    }
  });
});

describe('clientKey middleware', () => {
  it('sets the key from CF-Connecting-IP', async () => {
    const app = new Hono<AppEnv>().use('*', clientKey).get('/', (c) => c.text(c.get('clientKey')));
    expect(await (await app.request('/', { headers: { 'CF-Connecting-IP': '2001:db8:0:1:2:3:4:5' } })).text()).toBe('2001:db8:0:1::/64');
    expect(await (await app.request('/')).text()).toBe(LOCAL_CLIENT);
  });
});
