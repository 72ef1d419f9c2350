import { describe, expect, it } from 'vitest';
import { problem, problemResponse, PROBLEM_CONTENT_TYPE } from './problem.server';

describe('JSON problems', () => {
  it('have the members of RFC 9457, the status phrase as title unless given, and extensions', () => {
    expect(problem(404)).toEqual({ type: 'about:blank', title: 'Not Found', status: 404 });
    expect(problem(400, 'stars: invalid', { errors: [{ field: 'stars' }] }, 'Requête invalide')).toEqual({
      type: 'about:blank',
      title: 'Requête invalide',
      status: 400,
      detail: 'stars: invalid',
      errors: [{ field: 'stars' }],
    });
  });

  it('are answered as application/problem+json, never stored, never sniffed', async () => {
    const response = problemResponse(problem(413, 'too large'));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 413, detail: 'too large' });
  });
});
