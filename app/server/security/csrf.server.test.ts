import { describe, expect, it } from 'vitest';
import {
  CSRF_FIELD,
  CSRF_HEADER,
  assertCsrf,
  createCsrfCookie,
  issueCsrfToken,
  verifyCsrf,
} from './csrf.server';

const cookie = createCsrfCookie({ production: false, secrets: ['csrf-test-secret-0123456789abcdef0123'] });

function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0];
}

function post(cookieHeader: string | null, token: string | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (token !== null) form.set(CSRF_FIELD, token);
  const request = new Request('http://shop.test/fr-fr/contact', {
    method: 'POST',
    headers: { ...(cookieHeader ? { Cookie: cookieHeader } : {}), ...headers },
  });
  return { request, form };
}

async function issued() {
  const { token, setCookie } = await issueCsrfToken(new Request('http://shop.test/fr-fr/contact'), {
    cookie,
  });
  return { token, cookieHeader: cookiePair(setCookie), setCookie };
}

describe('csrf', () => {
  it('accepts the token that was issued with its cookie', async () => {
    const { token, cookieHeader, setCookie } = await issued();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const { request, form } = post(cookieHeader, token);
    await expect(assertCsrf(request, form, { cookie })).resolves.toBeUndefined();
  });

  it('accepts the token from the header when the form has none (scripts)', async () => {
    const { token, cookieHeader } = await issued();
    const { request, form } = post(cookieHeader, null, { [CSRF_HEADER]: token });
    expect(await verifyCsrf(request, form, { cookie })).toBe(true);
  });

  it('keeps the token of a visitor who already has a valid cookie', async () => {
    const first = await issued();
    const again = await issueCsrfToken(
      new Request('http://shop.test/', { headers: { Cookie: first.cookieHeader } }),
      {
        cookie,
      },
    );
    expect(again.token).toBe(first.token);
  });

  it('refuses with 403 a missing token, a missing cookie, another token, or a tampered cookie', async () => {
    const { token, cookieHeader } = await issued();
    const other = await issued();
    const [name, value] = cookieHeader.split('=');
    const tampered = `${name}=${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`;
    const forgedUnsigned = `${name}=${encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64'))}`;

    const cases = [
      post(cookieHeader, null),
      post(cookieHeader, ''),
      post(null, token),
      post(cookieHeader, other.token),
      post(other.cookieHeader, token),
      post(tampered, token),
      post(forgedUnsigned, token),
      post(cookieHeader, token.slice(0, -1)),
    ];
    for (const { request, form } of cases) {
      const thrown = await assertCsrf(request, form, { cookie }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
  });

  it('refuses a cookie signed with another secret', async () => {
    const { token, cookieHeader } = await issued();
    const stranger = createCsrfCookie({
      production: false,
      secrets: ['another-secret-0123456789abcdef012345'],
    });
    const { request, form } = post(cookieHeader, token);
    expect(await verifyCsrf(request, form, { cookie: stranger })).toBe(false);
  });

  it('uses a __Host- Secure cookie in production', async () => {
    const production = createCsrfCookie({ production: true, secrets: ['x'.repeat(32)] });
    const { setCookie } = await issueCsrfToken(new Request('https://shop.test/'), { cookie: production });
    expect(setCookie.startsWith('__Host-shop_csrf=')).toBe(true);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
  });

  it('works with the environment secret by default', async () => {
    const { token, setCookie } = await issueCsrfToken(new Request('http://shop.test/'));
    const { request, form } = post(cookiePair(setCookie), token);
    await expect(assertCsrf(request, form)).resolves.toBeUndefined();
  });
});
