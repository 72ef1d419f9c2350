import { createCookie, type Cookie } from '@remix-run/node';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_FIELD, CSRF_HEADER } from '~/domain/csrf';
import { getEnv } from '../env.server';
import { secretsFromEnv } from '../session.server';

/**
 * CSRF protection by signed double submit (architecture.md §6). The token is a random value that the
 * server puts both in a signed, HttpOnly cookie and in the form (hidden field CSRF_FIELD). A POST is
 * accepted only when the form's token equals the cookie's and the cookie's signature holds: another
 * site can make the browser send the cookie but can neither read it nor forge a signed one.
 * In production the cookie is `__Host-` prefixed and Secure, so no sub-domain can plant one either.
 *
 * In a loader:  const csrf = await issueCsrfToken(request);
 *               return data({ csrf: csrf.token }, { headers: { 'Set-Cookie': csrf.setCookie } });
 * In an action: const formData = await request.formData(); await assertCsrf(request, formData);
 */
export { CSRF_FIELD, CSRF_HEADER };

export const CSRF_COOKIE_NAME = 'shop_csrf';

export interface CsrfOptions {
  production: boolean;
  secrets: string[];
}

export function createCsrfCookie({ production, secrets }: CsrfOptions): Cookie {
  return createCookie(production ? `__Host-${CSRF_COOKIE_NAME}` : CSRF_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: production,
    secrets,
  });
}

let defaultCookie: Cookie | undefined;

function cookieFromEnv(): Cookie {
  if (!defaultCookie) {
    const env = getEnv();
    defaultCookie = createCsrfCookie({
      production: env.NODE_ENV === 'production',
      secrets: secretsFromEnv(env.SESSION_SECRET),
    });
  }
  return defaultCookie;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token carried by a validly signed CSRF cookie of this request, if any. */
async function tokenFromCookie(request: Request, cookie: Cookie): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : null;
}

export interface IssuedCsrfToken {
  /** put it in the form's hidden CSRF_FIELD */
  token: string;
  /** send it as the response's Set-Cookie header */
  setCookie: string;
}

/**
 * The CSRF token for a page with a form. A visitor who already holds a valid cookie keeps the token
 * (several tabs stay valid); anyone else gets a new one.
 */
export async function issueCsrfToken(
  request: Request,
  options?: { cookie?: Cookie },
): Promise<IssuedCsrfToken> {
  const cookie = options?.cookie ?? cookieFromEnv();
  const token = (await tokenFromCookie(request, cookie)) ?? newToken();
  return { token, setCookie: await cookie.serialize(token) };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the submitted token (form field, or header for scripts) matches the request's signed cookie. */
export async function verifyCsrf(
  request: Request,
  formData: FormData,
  options?: { cookie?: Cookie },
): Promise<boolean> {
  const cookie = options?.cookie ?? cookieFromEnv();
  const expected = await tokenFromCookie(request, cookie);
  const field = formData.get(CSRF_FIELD);
  const submitted = typeof field === 'string' && field !== '' ? field : request.headers.get(CSRF_HEADER);
  return expected !== null && submitted !== null && sameToken(submitted, expected);
}

/** Throws a 403 Response unless the request carries a valid CSRF token. Call it first in every action. */
export async function assertCsrf(
  request: Request,
  formData: FormData,
  options?: { cookie?: Cookie },
): Promise<void> {
  if (!(await verifyCsrf(request, formData, options))) {
    throw new Response(
      'The form has expired or was not sent from this site. Please reload the page and try again.',
      {
        status: 403,
        statusText: 'Forbidden',
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      },
    );
  }
}
