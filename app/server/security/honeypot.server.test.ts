import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, HONEYPOT_TIMESTAMP_FIELD } from '~/domain/honeypot';
import { assertHoneypot, checkHoneypot, DEFAULT_MIN_DELAY_MS, issueHoneypot } from './honeypot.server';

const secret = 'honeypot-test-secret-0123456789abcdef';
const renderedAt = 1_800_000_000_000;

function submission(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function rendered() {
  const props = issueHoneypot({ secret, nowMs: renderedAt });
  return {
    props,
    fields: { [props.fieldName]: '', [props.timestampFieldName]: props.timestamp, email: 'a@b.test' },
  };
}

function statusOf(run: () => void): number | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe('honeypot', () => {
  it('hands the form the shared field names', () => {
    const { props } = rendered();
    expect(props.fieldName).toBe(HONEYPOT_FIELD);
    expect(props.timestampFieldName).toBe(HONEYPOT_TIMESTAMP_FIELD);
  });

  it('accepts a person: empty bait, signed timestamp, a few seconds later', () => {
    const { fields } = rendered();
    const options = { secret, minDelayMs: DEFAULT_MIN_DELAY_MS, nowMs: renderedAt + 5_000 };
    expect(checkHoneypot(submission(fields), options)).toBe('ok');
    expect(statusOf(() => assertHoneypot(submission(fields), options))).toBeNull();
  });

  it('rejects with 400 a filled bait field', () => {
    const { fields } = rendered();
    const form = submission({ ...fields, [HONEYPOT_FIELD]: 'https://spam.example' });
    const options = { secret, minDelayMs: DEFAULT_MIN_DELAY_MS, nowMs: renderedAt + 60_000 };
    expect(checkHoneypot(form, options)).toBe('filled');
    expect(statusOf(() => assertHoneypot(form, options))).toBe(400);
  });

  it('rejects a submission faster than the configured delay', () => {
    const { fields } = rendered();
    const form = submission(fields);
    expect(checkHoneypot(form, { secret, minDelayMs: 1500, nowMs: renderedAt + 300 })).toBe('too-fast');
    expect(statusOf(() => assertHoneypot(form, { secret, minDelayMs: 1500, nowMs: renderedAt + 300 }))).toBe(
      400,
    );
    expect(checkHoneypot(form, { secret, minDelayMs: 0, nowMs: renderedAt + 300 })).toBe('ok');
    expect(checkHoneypot(form, { secret, minDelayMs: 200, nowMs: renderedAt + 300 })).toBe('ok');
  });

  it('has the delay check off under NODE_ENV=test by default', () => {
    const props = issueHoneypot();
    const form = submission({ [props.timestampFieldName]: props.timestamp });
    expect(checkHoneypot(form)).toBe('ok');
  });

  it('rejects a missing, forged or re-dated timestamp', () => {
    const { fields } = rendered();
    const options = { secret, minDelayMs: DEFAULT_MIN_DELAY_MS, nowMs: renderedAt + 60_000 };
    const [, signature] = fields[HONEYPOT_TIMESTAMP_FIELD].split('.');
    expect(checkHoneypot(submission({ email: 'a@b.test' }), options)).toBe('missing-timestamp');
    expect(
      checkHoneypot(submission({ [HONEYPOT_TIMESTAMP_FIELD]: String(renderedAt - 10_000) }), options),
    ).toBe('forged-timestamp');
    expect(
      checkHoneypot(
        submission({ [HONEYPOT_TIMESTAMP_FIELD]: `${renderedAt - 10_000}.${signature}` }),
        options,
      ),
    ).toBe('forged-timestamp');
    expect(
      checkHoneypot(submission(fields), { ...options, secret: 'another-secret-0123456789abcdef01' }),
    ).toBe('forged-timestamp');
  });
});
