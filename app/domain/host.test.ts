import { describe, expect, it } from 'vitest';
import { hostName, isAllowedHost, isWellFormedHost } from './host';

describe('isWellFormedHost', () => {
  it('accepts names, IPv4 and bracketed IPv6 addresses, with or without a port', () => {
    for (const host of [
      'shop.example',
      'shop.example:8443',
      'localhost',
      '127.0.0.1:3000',
      '[::1]',
      '[::1]:3000',
      'my_service.internal',
      'shop.example.',
    ])
      expect(isWellFormedHost(host), host).toBe(true);
  });

  it('refuses what no client may name: spaces, paths, credentials, bad ports, empty', () => {
    for (const host of [
      '',
      'a b',
      'shop.example/x',
      'user@shop.example',
      'shop.example:0',
      'shop.example:99999',
      'shop.example:',
      '-shop.example',
      'shop..example',
      '[::1',
      'shop.example:80:80',
      `${'a'.repeat(300)}.example`,
      '<script>',
    ])
      expect(isWellFormedHost(host), host).toBe(false);
    expect(isWellFormedHost(undefined)).toBe(false);
  });
});

describe('isAllowedHost', () => {
  const allowed = ['shop.example', 'www.shop.example:8443', '[::1]'];

  it('admits a listed name on any port, a listed name:port on that port only', () => {
    expect(isAllowedHost('shop.example', allowed)).toBe(true);
    expect(isAllowedHost('SHOP.example:3000', allowed)).toBe(true);
    expect(isAllowedHost('shop.example.', allowed)).toBe(true);
    expect(isAllowedHost('www.shop.example:8443', allowed)).toBe(true);
    expect(isAllowedHost('www.shop.example', allowed)).toBe(false);
    expect(isAllowedHost('[::1]:3000', allowed)).toBe(true);
  });

  it('refuses any other host', () => {
    expect(isAllowedHost('evil.example', allowed)).toBe(false);
    expect(isAllowedHost('shop.example.evil.example', allowed)).toBe(false);
  });

  it('reads the name without the port', () => {
    expect(hostName('Shop.Example:80')).toBe('shop.example');
    expect(hostName('[::1]:80')).toBe('[::1]');
  });
});
