import { describe, expect, it } from 'vitest';
import { getEnv } from './env.server';

const SECRET = 'a-production-secret-of-at-least-32-chars';
const production = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  ...extra,
});

describe('getEnv: the public origin', () => {
  it('refuses production without PUBLIC_ORIGIN, saying what to set', () => {
    expect(() => getEnv(production({}))).toThrow(/PUBLIC_ORIGIN: required in production/);
  });

  it('accepts production with PUBLIC_ORIGIN, or with ALLOWED_HOSTS alone', () => {
    expect(getEnv(production({ PUBLIC_ORIGIN: 'https://shop.example/' })).PUBLIC_ORIGIN).toBe(
      'https://shop.example',
    );
    expect(
      getEnv(production({ ALLOWED_HOSTS: ' Shop.Example , www.shop.example:8443 ' })).ALLOWED_HOSTS,
    ).toEqual(['shop.example', 'www.shop.example:8443']);
  });

  it('needs neither outside production', () => {
    const env = getEnv({ NODE_ENV: 'test', SESSION_SECRET: SECRET } as NodeJS.ProcessEnv);
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
    expect(env.ALLOWED_HOSTS).toEqual([]);
  });

  it('refuses an origin with a path, a non-HTTP origin and a malformed host list', () => {
    expect(() => getEnv(production({ PUBLIC_ORIGIN: 'https://shop.example/fr-fr' }))).toThrow(
      /must be an origin/,
    );
    expect(() => getEnv(production({ PUBLIC_ORIGIN: 'ftp://shop.example' }))).toThrow(/must be an origin/);
    expect(() => getEnv(production({ ALLOWED_HOSTS: 'shop.example,bad host' }))).toThrow(/ALLOWED_HOSTS/);
  });
});
