import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * What the server's edge answers itself (ADR 023) is a page of the shop: its logo, its card and
 * button, in the market's language, styled within the CSP, accessible.
 */
test.describe('error pages of the server edge', () => {
  test('an address too long gets the styled 414 page in the market language', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      // The 414 itself is logged too; only a refused style or script would be a fault of the page.
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`/nl-be/search?q=${'a'.repeat(5_000)}`);
    expect(response?.status()).toBe(414);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dit adres is te lang');
    const home = page.getByRole('link', { name: 'Naar de startpagina' });
    await expect(home).toHaveAttribute('href', '/nl-be');
    // The inline style applies (the CSP nonce lets it): the button has the accent background.
    await expect(home).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
  });

  test('a trailing slash is redirected to the address without it', async ({ page }) => {
    await page.goto('/fr-fr/search/?a=3');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/fr-fr/search?a=3');
  });
});
