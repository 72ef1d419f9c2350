import { getEnv } from './env.server';

/** The public origin for canonical and hreflang links: PUBLIC_ORIGIN when set, else the request's own. */
export function publicOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_ORIGIN;
  if (configured) return configured.replace(/\/$/, '');
  return new URL(request.url).origin;
}
