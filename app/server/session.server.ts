import { createCookieSessionStorage, type Session, type SessionStorage } from '@remix-run/node';
import { getEnv } from './env.server';

/**
 * The visitor's server session: a signed cookie, HttpOnly, SameSite=Lax, path `/`;
 * in production also Secure and `__Host-` prefixed (the browser then refuses it from any sub-domain or
 * over plain HTTP). Secrets come from SESSION_SECRET (a development default is generated into data/).
 * State that must survive a request without JavaScript (signed-in customer, flash messages, basket)
 * lives here, never only in the browser.
 */
export const SESSION_COOKIE_NAME = 'shop_session';
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

export interface SessionStorageOptions {
  production: boolean;
  /** the first signs, every one verifies (rotate by putting the new secret first) */
  secrets: string[];
}

export function sessionCookieName(production: boolean): string {
  return production ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

export function createSessionStorage({ production, secrets }: SessionStorageOptions): SessionStorage {
  return createCookieSessionStorage({
    cookie: {
      name: sessionCookieName(production),
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: production,
      secrets,
    },
  });
}

/** SESSION_SECRET may list several comma-separated secrets for rotation. */
export function secretsFromEnv(secret: string): string[] {
  return secret
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

let storage: SessionStorage | undefined;

/** Built on first use, so importing this module never reads the environment. */
export function sessionStorage(): SessionStorage {
  if (!storage) {
    const env = getEnv();
    storage = createSessionStorage({
      production: env.NODE_ENV === 'production',
      secrets: secretsFromEnv(env.SESSION_SECRET),
    });
  }
  return storage;
}

export function getSession(request: Request): Promise<Session> {
  return sessionStorage().getSession(request.headers.get('Cookie'));
}

/** The Set-Cookie value that stores `session`; `maxAge` (seconds) makes it outlive the browser session. */
export function commitSession(session: Session, options?: { maxAge?: number }): Promise<string> {
  return sessionStorage().commitSession(session, options);
}

export function destroySession(session: Session): Promise<string> {
  return sessionStorage().destroySession(session);
}
