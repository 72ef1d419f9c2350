import { describe, expect, it } from 'vitest';
import { applyErrorDocumentHeaders } from './error-headers.server';

describe('applyErrorDocumentHeaders', () => {
  it('makes an error document no-store and carries the Retry-After a loader threw', () => {
    const headers = new Headers({ 'Cache-Control': 'private, max-age=60' });
    applyErrorDocumentHeaders(headers, 503, {
      actionHeaders: {},
      loaderHeaders: { root: new Headers(), search: new Headers({ 'Retry-After': '5' }) },
    });
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('Retry-After')).toBe('5');
  });

  it('leaves a successful document as its routes said', () => {
    const headers = new Headers({ 'Cache-Control': 'private, max-age=60' });
    applyErrorDocumentHeaders(headers, 200, {
      actionHeaders: {},
      loaderHeaders: { search: new Headers({ 'Retry-After': '5' }) },
    });
    expect(headers.get('Cache-Control')).toBe('private, max-age=60');
    expect(headers.has('Retry-After')).toBe(false);
  });

  it('makes a 404 no-store even without a Retry-After anywhere', () => {
    const headers = new Headers();
    applyErrorDocumentHeaders(headers, 404, { actionHeaders: {}, loaderHeaders: {} });
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.has('Retry-After')).toBe(false);
  });
});
