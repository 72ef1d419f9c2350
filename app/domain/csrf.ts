/**
 * The hidden form field that carries the CSRF token of every state-changing POST (architecture.md §6).
 * A loader gets the token from `issueCsrfToken` (app/server/security/csrf.server.ts); the form renders
 * `<input type="hidden" name={CSRF_FIELD} value={token} />`. Scripts may send it as the CSRF_HEADER instead.
 */
export const CSRF_FIELD = 'csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
