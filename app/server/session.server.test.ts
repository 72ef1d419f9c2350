import { describe, expect, it } from 'vitest';
import {
  createSessionStorage,
  getSession,
  commitSession,
  secretsFromEnv,
  sessionCookieName,
} from './session.server';

const secrets = ['first-secret-0123456789abcdef0123456789'];

function cookieHeaderFrom(setCookie: string): string {
  return setCookie.split(';')[0];
}

describe('session cookie', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax on path / in production', async () => {
    const storage = createSessionStorage({ production: true, secrets });
    const session = await storage.getSession();
    session.set('customerId', 42);
    const setCookie = await storage.commitSession(session);
    expect(setCookie.startsWith('__Host-shop_session=')).toBe(true);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('is plain shop_session without Secure outside production', async () => {
    const storage = createSessionStorage({ production: false, secrets });
    const setCookie = await storage.commitSession(await storage.getSession());
    expect(setCookie.startsWith('shop_session=')).toBe(true);
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(sessionCookieName(false)).toBe('shop_session');
    expect(sessionCookieName(true)).toBe('__Host-shop_session');
  });

  it('reads back what it stored and ignores a tampered cookie', async () => {
    const storage = createSessionStorage({ production: false, secrets });
    const session = await storage.getSession();
    session.set('customerId', 42);
    const cookie = cookieHeaderFrom(await storage.commitSession(session));
    expect((await storage.getSession(cookie)).get('customerId')).toBe(42);

    const [name, value] = cookie.split('=');
    const [payload, signature] = decodeURIComponent(value).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ customerId: 1 })).toString('base64');
    const forged = `${name}=${encodeURIComponent(`${forgedPayload}.${signature}`)}`;
    expect(payload).not.toBe(forgedPayload);
    expect((await storage.getSession(forged)).get('customerId')).toBeUndefined();

    const otherSecret = createSessionStorage({
      production: false,
      secrets: ['another-secret-0123456789abcdef01234'],
    });
    expect((await otherSecret.getSession(cookie)).get('customerId')).toBeUndefined();
  });

  it('keeps sessions signed with a rotated-out secret readable', async () => {
    const old = createSessionStorage({ production: false, secrets });
    const session = await old.getSession();
    session.set('n', 1);
    const cookie = cookieHeaderFrom(await old.commitSession(session));
    const rotated = createSessionStorage({
      production: false,
      secrets: secretsFromEnv(`new-secret-0123456789abcdef0123456, ${secrets[0]}`),
    });
    expect((await rotated.getSession(cookie)).get('n')).toBe(1);
  });

  it('uses SESSION_SECRET from the environment by default', async () => {
    const session = await getSession(new Request('http://shop.test/'));
    session.set('n', 7);
    const cookie = cookieHeaderFrom(await commitSession(session));
    expect(cookie.startsWith('shop_session=')).toBe(true);
    const again = await getSession(new Request('http://shop.test/', { headers: { Cookie: cookie } }));
    expect(again.get('n')).toBe(7);
  });
});
