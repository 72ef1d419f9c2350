import { describe, expect, it } from 'vitest';
import { getEnv } from '../env.server';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  normalizeAddress,
  rateLimitBucket,
  resolveClientAddress,
} from './client-address.server';

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.4', '203.0.113.7', 0)).toBe('198.51.100.4');
    expect(resolveClientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });

  it('is the Nth X-Forwarded-For entry from the right behind N proxies, never the leftmost', () => {
    // One proxy (10.0.0.1) appended the address it saw; the client forged the entries before it.
    expect(resolveClientAddress('10.0.0.1', '1.1.1.1, 2.2.2.2, 203.0.113.7', 1)).toBe('203.0.113.7');
    // Two proxies: the outer one saw the client, the inner one saw the outer one.
    expect(resolveClientAddress('10.0.0.2', '9.9.9.9, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
    // Two headers are one list.
    expect(resolveClientAddress('10.0.0.1', '9.9.9.9,203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('stops at the leftmost entry when there are fewer entries than proxies', () => {
    expect(resolveClientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('falls back to the proxy that passed on an entry that is not an address', () => {
    expect(resolveClientAddress('10.0.0.1', 'unknown', 1)).toBe('10.0.0.1');
    expect(resolveClientAddress('10.0.0.2', '<script>, 10.0.0.1', 2)).toBe('10.0.0.1');
    expect(resolveClientAddress(undefined, undefined, 0)).toBeUndefined();
  });

  it('normalises ports, brackets, zones and IPv4-mapped addresses', () => {
    expect(normalizeAddress('203.0.113.7:5123')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('not-an-address')).toBeUndefined();
    expect(normalizeAddress('1'.repeat(65))).toBeUndefined();
  });

  it('reaches the app through the header the server sets, and only as an address', () => {
    const withHeader = (value: string) =>
      clientAddressOf(new Request('http://shop.test/', { headers: { [CLIENT_ADDRESS_HEADER]: value } }));
    expect(withHeader('203.0.113.7')).toBe('203.0.113.7');
    expect(withHeader('anonymous')).toBeUndefined();
    expect(clientAddressOf(new Request('http://shop.test/'))).toBeUndefined();
  });

  it('buckets IPv4 addresses one by one and IPv6 addresses by /64', () => {
    expect(rateLimitBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitBucket('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(rateLimitBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitBucket('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitBucket('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  });
});

describe('TRUST_PROXY', () => {
  const hops = (value?: string) =>
    getEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).TRUST_PROXY;

  it('is a number of proxies, 0 by default; true and false still mean 1 and 0', () => {
    expect(hops()).toBe(0);
    expect(hops('')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
    expect(hops('true')).toBe(1);
    expect(hops('false')).toBe(0);
  });

  it('refuses anything else', () => {
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/);
    expect(() => hops('-1')).toThrow(/TRUST_PROXY/);
  });
});
