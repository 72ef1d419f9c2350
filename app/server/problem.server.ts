/**
 * JSON problems (RFC 9457), the one shape of every error the shop answers in JSON: the API's
 * refusals and the server edge's. `type` is `about:blank` (the status says it all), `title` the
 * status's phrase or its translation, `detail` what this occurrence was; extensions may follow.
 */
import { STATUS_CODES } from 'node:http';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  [extension: string]: unknown;
}

export function problem(
  status: number,
  detail?: string,
  extensions: Record<string, unknown> = {},
  title = STATUS_CODES[status] ?? 'Error',
): Problem {
  return { type: 'about:blank', title, status, ...(detail ? { detail } : {}), ...extensions };
}

/** A problem as a Response: never stored, never sniffed as something else. */
export function problemResponse(body: Problem, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', PROBLEM_CONTENT_TYPE);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, status: body.status, headers });
}
