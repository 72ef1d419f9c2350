import { describe, expect, it } from 'vitest';
import { errorKindOf, retryPath } from './http-errors';

describe('errorKindOf', () => {
  it('gives each refusal the shop explains its own strings', () => {
    expect(errorKindOf(404)).toBe('notFound');
    expect(errorKindOf(405)).toBe('methodNotAllowed');
    expect(errorKindOf(413)).toBe('payloadTooLarge');
    expect(errorKindOf(414)).toBe('uriTooLong');
    expect(errorKindOf(415)).toBe('unsupportedMediaType');
    expect(errorKindOf(429)).toBe('tooManyRequests');
    expect(errorKindOf(431)).toBe('headersTooLarge');
    expect(errorKindOf(503)).toBe('unavailable');
  });

  it('never says "not found" for a fault: other 4xx are bad requests, other 5xx the crash page', () => {
    expect(errorKindOf(418)).toBe('badRequest');
    expect(errorKindOf(500)).toBe('crash');
    expect(errorKindOf(502)).toBe('crash');
  });
});

describe('retryPath', () => {
  it('keeps the address on this site', () => {
    expect(retryPath('/fr-fr/search?a=2')).toBe('/fr-fr/search?a=2');
    expect(retryPath('//evil.example/x')).toBe('/evil.example/x');
    expect(retryPath('/\\evil.example')).toBe('/evil.example');
  });
});
