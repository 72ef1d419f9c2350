import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * Gift boxes: the listing (only EBOX codes, 4 columns on a desktop) leads to a box page with what
 * it includes, its gifting options and the stays it offers, 8 a page: the next page is a link
 * without JavaScript and loads as the list scrolls with it.
 */
test.describe('gift boxes', () => {
  // Two axe runs and several page loads a journey: room for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('listing → box page → page 2 of its stays by link', async ({ page }) => {
    const response = await page.goto('/fr-fr/boxes');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Coffrets cadeaux : un séjour à offrir');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Un coffret pour chaque moment et chaque personne',
    );
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const href of await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/fr-fr\/boxes\/p\/[a-z0-9-]+\/[A-Z0-9-]+-EBOX$/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Nuit romantique' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/boxes\/p\/romantic-night\/ROMANTIC-NIGHT-EBOX$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuit romantique');
    await expect(page.getByRole('heading', { name: 'Ce que contient le coffret' })).toBeVisible();
    await expect(page.getByText('Coffret physique', { exact: true })).toBeVisible();
    const stays = page.getByTestId('box-stays').getByRole('article');
    await expect(stays).toHaveCount(8);
    const stayLinks = stays.getByRole('heading').getByRole('link');
    const firstPage = await stayLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expectNoAxeViolations(page);

    // Without the scroll (or before it), the next page is a plain link.
    await page.goto('/fr-fr/boxes/p/romantic-night/ROMANTIC-NIGHT-EBOX?page=2');
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(stays).toHaveCount(8);
    const secondPage = await stayLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // other stays than the first page's
    expect(secondPage.some((href) => firstPage.includes(href))).toBe(false);
    await expect(page.getByRole('link', { name: 'Séjours précédents' })).toHaveAttribute(
      'href',
      '/fr-fr/boxes/p/romantic-night/ROMANTIC-NIGHT-EBOX',
    );
  });

  test('without JavaScript, page 2 of the stays is a link to follow', async ({ page, browserName }, info) => {
    test.skip(info.project.use.javaScriptEnabled !== false, 'the no-JavaScript journey');
    expect(browserName).toBe('chromium');
    await page.goto('/fr-fr/boxes/p/romantic-night/ROMANTIC-NIGHT-EBOX');
    const stays = page.getByTestId('box-stays').getByRole('article');
    await expect(stays).toHaveCount(8);
    await page.getByRole('link', { name: 'Plus de séjours' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(stays).toHaveCount(8);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
  });

  test('with JavaScript, the next stays load as the list scrolls', { tag: '@needs-js' }, async ({ page }) => {
    await page.goto('/fr-fr/boxes/p/romantic-night/ROMANTIC-NIGHT-EBOX');
    const stays = page.getByTestId('box-stays').getByRole('article');
    await expect(stays).toHaveCount(8);
    const answer = page.waitForResponse((r) => r.url().includes('/api/boxes/ROMANTIC-NIGHT-EBOX/offers'));
    await page.getByRole('navigation', { name: 'Pages de séjours' }).scrollIntoViewIfNeeded();
    expect((await answer).status()).toBe(200);
    await expect(stays).toHaveCount(16);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plus de séjours' })).toHaveAttribute('href', /\?page=3$/);
    await expectNoAxeViolations(page);
  });

  test('an unknown box is the not-found page; a wrong slug moves to the box address', async ({ page }) => {
    const missing = await page.goto('/fr-fr/boxes/p/x/NO-SUCH-EBOX');
    expect(missing?.status()).toBe(404);
    await page.goto('/nl-be/boxes/p/old-name/ROMANTIC-NIGHT-EBOX');
    await expect(page).toHaveURL(/\/nl-be\/boxes\/p\/romantic-night\/ROMANTIC-NIGHT-EBOX$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Romantische nacht');
  });

  test('Italy offers the digital box only', async ({ page }) => {
    await page.goto('/it-it/boxes/p/romantic-night/ROMANTIC-NIGHT-EBOX');
    await expect(page.getByText('Cofanetto digitale (e-box)', { exact: true })).toBeVisible();
    await expect(page.getByText('Cofanetto fisico', { exact: true })).toHaveCount(0);
  });
});
