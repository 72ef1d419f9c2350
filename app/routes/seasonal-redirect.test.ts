import { describe, expect, it } from 'vitest';
import { loader } from './seasonal-redirect';

const call = (url: string, market: string) =>
  loader({ request: new Request(url), params: { market }, context: {} }) as Response;

describe('seasonal campaign addresses', () => {
  it('redirect permanently to the market home page, keeping the query', () => {
    const response = call('http://shop.test/fr-be/xmas?flow=gifting&utm_source=mail', 'fr-be');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/fr-be?flow=gifting&utm_source=mail');
  });

  it('answer 404 under an unknown market', () => {
    let thrown: unknown;
    try {
      call('http://shop.test/xx-xx/valentines', 'xx-xx');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
