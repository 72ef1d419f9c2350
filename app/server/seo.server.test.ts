import { describe, expect, it } from 'vitest';
import { publicOrigin } from './seo.server';

describe('publicOrigin', () => {
  it('is PUBLIC_ORIGIN when set', () => {
    expect(
      publicOrigin({ PUBLIC_ORIGIN: 'https://shop.example', ALLOWED_HOSTS: ['other.example'], PORT: 3000 }),
    ).toBe('https://shop.example');
  });

  it('is https on the first allowed host without it, else this machine', () => {
    expect(publicOrigin({ ALLOWED_HOSTS: ['shop.example', 'www.shop.example'], PORT: 3000 })).toBe(
      'https://shop.example',
    );
    expect(publicOrigin({ ALLOWED_HOSTS: [], PORT: 4321 })).toBe('http://localhost:4321');
  });
});
