import { getEnv, type Env } from './env.server';

/**
 * The shop's public origin, the one source of canonical links, hreflang alternates, the sitemap,
 * robots.txt and e-mails (ADR 023). It never comes from the request: a Host or X-Forwarded-Host
 * header is the client's to choose. PUBLIC_ORIGIN when set (production requires it unless
 * ALLOWED_HOSTS is given); else https on the first allowed host; else this machine's own address.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS' | 'PORT'> = getEnv()): string {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin;
  if (env.ALLOWED_HOSTS.length > 0) return `https://${env.ALLOWED_HOSTS[0]}`;
  return `http://localhost:${env.PORT}`;
}
