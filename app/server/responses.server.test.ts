import { describe, expect, it } from 'vitest';
import { invariantResponse, requireMarket } from './responses.server';

function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('invariantResponse', () => {
  it('throws a 400 with the message when the condition fails', async () => {
    const response = thrown(() => invariantResponse(false, 'bad id'));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('bad id');
  });

  it('takes the status and headers of init, and a lazy message', async () => {
    const response = thrown(() =>
      invariantResponse(0, () => 'later', { status: 503, headers: { 'Retry-After': '5' } }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.text()).toBe('later');
  });

  it('passes when the condition holds', () => {
    expect(() => invariantResponse('yes', 'never')).not.toThrow();
  });
});

describe('requireMarket', () => {
  it('gives the market of a known, lower-case prefix', () => {
    expect(requireMarket({ market: 'nl-be' }).code).toBe('nl-be');
  });

  it('answers 404 for an unknown or upper-case prefix', () => {
    expect(thrown(() => requireMarket({ market: 'xx-yy' })).status).toBe(404);
    expect(thrown(() => requireMarket({ market: 'FR-FR' })).status).toBe(404);
    expect(thrown(() => requireMarket({})).status).toBe(404);
  });
});
