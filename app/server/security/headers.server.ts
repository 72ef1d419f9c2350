import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The enforced Content-Security-Policy (ADR 010): scripts only with this request's nonce, nothing from elsewhere. */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite injects style tags while developing; production styles are files.
    // Radix's scroll lock injects one <style> element: it carries the nonce (get-nonce, entry.client).
    development ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "worker-src 'self' blob:",
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response carries, whatever it holds (JSON, images, files, redirects). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Security headers every HTML response carries. */
export function applySecurityHeaders(headers: Headers, nonce: string, { development = false } = {}): Headers {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, { development }));
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Permissions-Policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
  return headers;
}
