import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The results map (ADR 007). Without JavaScript `?panel=map` is a
 * server-rendered SVG map with numbered markers and the numbered list linking to the offers. With
 * JavaScript the Map button opens a full-screen dialog with the maplibre map (WebGL works in
 * headless Chromium with --disable-gpu, through SwiftShader), drawn from the site alone.
 */
const MAP_URL = '/fr-fr/search?country=FR&panel=map';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

// The mobile layout: the action bar with its Map button.
test.use({ viewport: { width: 390, height: 844 } });

/** Every request the page makes, to check that none leaves the site (no tile, glyph or CDN server). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('results map', () => {
  test('without JavaScript: a static SVG map and the numbered list linking to the offers', async ({
    page,
  }) => {
    test.skip(jsEnabled(), 'the server-rendered map; with JavaScript the dialog covers it (next test)');
    const requests = recordRequests(page);
    await page.goto(MAP_URL);
    const panel = page.getByRole('region', { name: 'Carte des résultats' });
    await expect(panel).toBeVisible();

    const map = panel.getByRole('img', { name: 'Carte des hôtels de cette recherche' });
    await expect(map).toBeVisible();
    // Country shapes around the results, France among them.
    expect(await map.locator('path[data-country]').count()).toBeGreaterThan(3);
    await expect(map.locator('path[data-country="250"]')).toHaveCount(1);

    // The list: one entry per hotel of the page, numbered like the markers, each linking to its offer.
    const list = panel.getByRole('list', { name: 'Hôtels de cette page sur la carte' });
    const items = list.getByRole('listitem');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    const markers = map.locator('g[data-marker]');
    await expect(markers).toHaveCount(count);
    const numbers = (
      await markers.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-marker'))))
    ).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    for (let i = 0; i < Math.min(count, 3); i++) {
      await expect(items.nth(i)).toContainText(String(i + 1));
      await expect(items.nth(i).getByRole('link')).toHaveAttribute('href', /^\/fr-fr\/stay\/\d+\//);
      await expect(items.nth(i)).toContainText(/À partir de .*€/);
    }
    // The other matching hotels are dots.
    expect(Number(await map.locator('path[data-dots]').getAttribute('data-dots'))).toBeGreaterThan(0);

    await expectNoAxeViolations(page);
    expect(requests.filter((url) => !url.startsWith(`${new URL(page.url()).origin}/`))).toEqual([]);

    // Closing the panel returns to the results.
    await panel.getByRole('link', { name: 'Fermer' }).click();
    await page.waitForURL((url) => !url.searchParams.has('panel'));
  });

  test(
    'the Map button opens the interactive map: markers, info card, search in this area',
    { tag: '@needs-js' },
    async ({ page }) => {
      test.setTimeout(60_000);
      const requests = recordRequests(page);
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });

      await page.goto('/fr-fr/search?country=FR');
      await page
        .getByRole('navigation', { name: 'Filtrer, carte et tri' })
        .getByRole('link', { name: 'Carte' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('panel') === 'map');

      const dialog = page.getByRole('dialog', { name: 'Carte des résultats' });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      // The page's hotels are numbered marker buttons named after the hotel and its price.
      const first = dialog.getByRole('button', { name: /^1\. .+, à partir de .+€$/ });
      await expect(first).toBeVisible({ timeout: 20_000 });
      await expect(dialog.locator('canvas.maplibregl-canvas')).toBeVisible();
      await expect(dialog.getByRole('status').filter({ hasText: /hôtels? sur la carte/ })).toHaveCount(1);

      // maplibre's canvas is a focusable region named 'Carte': axe finds nothing to flag on it, so
      // nothing is excluded.
      await expectNoAxeViolations(page);

      await first.click();
      const card = dialog.getByRole('region', { name: 'Hôtel sélectionné' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading')).toBeFocused();
      await expect(card).toContainText(/À partir de .*€/);
      await expect(card.getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute(
        'href',
        /^\/fr-fr\/stay\/\d+\//,
      );
      await expectNoAxeViolations(page);
      await card.getByRole('button', { name: 'Fermer la fiche de l’hôtel' }).click();
      await expect(card).toBeHidden();
      await expect(first).toBeFocused();

      await dialog.getByRole('button', { name: 'Rechercher dans cette zone' }).click();
      await page.waitForURL((url) =>
        ['lat', 'lng', 'distanceMax'].every((name) => url.searchParams.has(name)),
      );
      const url = new URL(page.url());
      expect(url.searchParams.has('country')).toBe(false);
      expect(Number(url.searchParams.get('distanceMax'))).toBeGreaterThan(0);
      expect(Number(url.searchParams.get('distanceMax'))).toBeLessThanOrEqual(300);
      // The map stays open on the new search, its markers reloaded.
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^1\. / })).toBeVisible({ timeout: 20_000 });

      // Closing the dialog returns to the results of the area, without the panel.
      await dialog.getByRole('button', { name: 'Fermer la carte' }).click();
      await page.waitForURL((url) => !url.searchParams.has('panel') && url.searchParams.has('distanceMax'));
      await expect(dialog).toBeHidden();

      // Nothing left the site: no tile, glyph, font or CDN request.
      expect(requests.filter((u) => !u.startsWith(`${new URL(page.url()).origin}/`))).toEqual([]);
      // The map needs no CSP exception. (Radix's scroll lock injects a <style> element that
      // `style-src 'self'` blocks, on every dialog of the page; it is not the map's.)
      expect(violations.filter((v) => !/^style-src(-elem)? inline$/.test(v))).toEqual([]);
    },
  );

  test('the map dialog tools: dates and filters', { tag: '@needs-js' }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(MAP_URL);
    const dialog = page.getByRole('dialog', { name: 'Carte des résultats' });
    await expect(dialog.getByRole('button', { name: /^1\. / })).toBeVisible({ timeout: 20_000 });

    await dialog.getByRole('button', { name: 'Dates' }).click();
    const dates = dialog.getByRole('form', { name: 'Dates' });
    await dates.getByLabel('Arrivée').fill('2026-12-05');
    await dates.getByLabel('Départ').fill('2026-12-07');
    await dates.getByRole('button', { name: 'Appliquer les dates' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('checkin') === '2026-12-05' && url.searchParams.get('checkout') === '2026-12-07',
    );
    expect(new URL(page.url()).searchParams.get('panel')).toBe('map');
    await expect(dialog.getByRole('button', { name: /^Dates : / })).toBeVisible();

    await dialog.getByRole('link', { name: /^Filtres/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrer par' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('panel')).toBe('filters');
  });
});
