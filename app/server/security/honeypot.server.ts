import { createHmac, timingSafeEqual } from 'node:crypto';
import { HONEYPOT_FIELD, HONEYPOT_TIMESTAMP_FIELD, type HoneypotProps } from '~/domain/honeypot';
import { getEnv } from '../env.server';

/**
 * The honeypot of anonymous forms (architecture.md §6): a field people never see and never fill, and the
 * signed moment the form was rendered. A submission is refused (400) when the field is filled, when the
 * timestamp is missing or forged, or when it comes back faster than a person could fill the form.
 *
 * The delay is real elapsed time (Date.now), not the shop clock: SHOP_NOW freezes the shop's "now".
 * It defaults to 1.5 s, is set by HONEYPOT_MIN_DELAY_MS, and is 0 (off) when NODE_ENV=test.
 *
 * In a loader: `honeypot: issueHoneypot()`; in an action: `assertHoneypot(formData)`.
 */
export { HONEYPOT_FIELD, HONEYPOT_TIMESTAMP_FIELD };

export const DEFAULT_MIN_DELAY_MS = 1500;

export interface HoneypotOptions {
  /** HMAC secret for the timestamp (defaults to SESSION_SECRET) */
  secret?: string;
  /** minimum time between rendering and submitting, in ms; 0 disables the check */
  minDelayMs?: number;
  /** current time in ms (tests) */
  nowMs?: number;
}

function defaultSecret(): string {
  return getEnv().SESSION_SECRET;
}

function defaultMinDelayMs(): number {
  const env = getEnv();
  if (env.HONEYPOT_MIN_DELAY_MS !== undefined) return env.HONEYPOT_MIN_DELAY_MS;
  return env.NODE_ENV === 'test' ? 0 : DEFAULT_MIN_DELAY_MS;
}

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`honeypot:${value}`).digest('base64url');
}

/** What the form needs: the two field names and the signed render time. */
export function issueHoneypot(options: Pick<HoneypotOptions, 'secret' | 'nowMs'> = {}): HoneypotProps {
  const renderedAt = String(options.nowMs ?? Date.now());
  const timestamp = `${renderedAt}.${sign(renderedAt, options.secret ?? defaultSecret())}`;
  return { fieldName: HONEYPOT_FIELD, timestampFieldName: HONEYPOT_TIMESTAMP_FIELD, timestamp };
}

export type HoneypotVerdict = 'ok' | 'filled' | 'missing-timestamp' | 'forged-timestamp' | 'too-fast';

/** Judges a submission without throwing (for logging or tests). */
export function checkHoneypot(formData: FormData, options: HoneypotOptions = {}): HoneypotVerdict {
  const bait = formData.get(HONEYPOT_FIELD);
  if (bait !== null && bait !== '') return 'filled';

  const stamp = formData.get(HONEYPOT_TIMESTAMP_FIELD);
  if (typeof stamp !== 'string' || stamp === '') return 'missing-timestamp';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return 'forged-timestamp';
  const [, renderedAt, signature] = match;
  const expected = Buffer.from(sign(renderedAt, options.secret ?? defaultSecret()));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged-timestamp';

  const minDelayMs = options.minDelayMs ?? defaultMinDelayMs();
  const elapsed = (options.nowMs ?? Date.now()) - Number(renderedAt);
  if (minDelayMs > 0 && elapsed < minDelayMs) return 'too-fast';
  return 'ok';
}

/** Throws a 400 Response unless the submission passes the honeypot. */
export function assertHoneypot(formData: FormData, options: HoneypotOptions = {}): void {
  const verdict = checkHoneypot(formData, options);
  if (verdict !== 'ok') {
    throw new Response('The form could not be accepted. Please try again.', {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
