import { expect, test, type APIResponse } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The document shell every page shares: market routing, languages, security headers, robots and
 * alternates, hydration under the enforced CSP, accessibility of home. Asserts status codes, headers
 * and document attributes, which page redesigns do not change.
 */
const MARKETS = [
  { code: 'fr-fr', lang: 'fr-FR' },
  { code: 'es-es', lang: 'es-ES' },
  { code: 'fr-be', lang: 'fr-BE' },
  { code: 'nl-be', lang: 'nl-BE' },
  { code: 'nl-nl', lang: 'nl-NL' },
  { code: 'it-it', lang: 'it-IT' },
] as const;

const HREFLANGS = [...MARKETS.map((m) => m.lang), 'x-default'];

function expectSecurityHeaders(response: APIResponse): string {
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp, 'an enforced Content-Security-Policy').toBeTruthy();
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  const nonce = /script-src[^;]*'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(csp)?.[1];
  expect(nonce, `a script nonce in: ${csp}`).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'/);
  expect(csp).toMatch(/(^|;)\s*object-src 'none'/);
  expect(csp).toMatch(/(^|;)\s*base-uri 'none'/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  return nonce!;
}

// Plain requests are the same with and without JavaScript: tagged @http, they run in the js project only.
test.describe('over HTTP', { tag: '@http' }, () => {
  test('/ sends a nl-BE browser to /nl-be and a German one to the default market', async ({ request }) => {
    const dutch = await request.get('/', {
      headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' },
      maxRedirects: 0,
    });
    expect(dutch.status()).toBe(302);
    expect(new URL(dutch.headers()['location'], 'http://x').pathname).toBe('/nl-be');
    expect(dutch.headers()['vary']).toMatch(/accept-language/i);

    const german = await request.get('/', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
      maxRedirects: 0,
    });
    expect(new URL(german.headers()['location'], 'http://x').pathname).toBe('/fr-fr');
  });

  for (const market of MARKETS) {
    test(`/${market.code} answers 200 in ${market.lang} with the security headers`, async ({ request }) => {
      const response = await request.get(`/${market.code}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(response);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${market.lang}"`));
    });
  }

  test('every HTML response gets a fresh nonce, used by its scripts', async ({ request }) => {
    const first = await request.get('/fr-fr');
    const second = await request.get('/fr-fr');
    const nonceA = expectSecurityHeaders(first);
    const nonceB = expectSecurityHeaders(second);
    expect(nonceA).not.toBe(nonceB);

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    const executable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
    expect(executable.length, 'the page has scripts to hydrate').toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toContain(`nonce="${nonceA}"`);
  });

  for (const path of ['/de-de', '/fr-fr/this-does-not-exist']) {
    test(`${path} answers 404, noindex, with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expectSecurityHeaders(response);
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    });
  }
});

test.describe('in the browser', () => {
  test('home carries its canonical link and the seven hreflang alternates', async ({ page }) => {
    await page.goto('/es-es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(new URL('/es-es', page.url()).href);

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const),
      );
    expect(alternates.map(([lang]) => lang).sort()).toEqual([...HREFLANGS].sort());
    const byLang = new Map(alternates);
    for (const market of MARKETS) expect(new URL(byLang.get(market.lang)!).pathname).toBe(`/${market.code}`);
    expect(new URL(byLang.get('x-default')!).pathname).toBe('/fr-fr');
  });

  test('a browser asking for Dutch (Belgium) lands on /nl-be', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/nl-be');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await context.close();
  });

  test('home hydrates without console errors or CSP violations', { tag: '@needs-js' }, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const response = await page.goto('/fr-fr');
    expect(response?.status()).toBe(200);
    // Remix sets window.__remixRouter during hydration; its state settles to idle once hydrated.
    await page.waitForFunction(
      () => {
        const router = (
          window as unknown as {
            __remixRouter?: { state: { initialized: boolean; navigation: { state: string } } };
          }
        ).__remixRouter;
        return router?.state.initialized === true && router.state.navigation.state === 'idle';
      },
      undefined,
      { timeout: 10_000 },
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('home has no axe (WCAG 2.2 AA) violations', async ({ page }) => {
    await page.goto('/fr-fr');
    await expectNoAxeViolations(page);
  });

  test('the not-found page has no axe violations', async ({ page }) => {
    const response = await page.goto('/fr-fr/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});
