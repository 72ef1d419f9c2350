import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/** The not-found page: 404, noindex, help to go on, 'Too late!' for a known hotel. */
test.describe('not-found page', () => {
  test('answers 404 with the page, noindex and the search box', async ({ page }) => {
    const response = await page.goto('/fr-fr/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups !');
    await expect(page.getByText('Code d’erreur : 404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr-fr',
    );
    await expect(
      page.getByRole('heading', { name: 'Mais nous pouvons vous aider à trouver votre prochain week-end' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notre sélection du moment' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with the hotelId of a hotel that has offers, says Too late! and shows one of them', async ({
    page,
    request,
  }) => {
    const search = await request.get('/api/search/offers.json?locale=fr_FR&limit=1');
    const hotel = (await search.json()).exactMatch[0].hotel as { id: number; label: string };
    const response = await page.goto(`/fr-fr/offer-that-ended?hotelId=${hotel.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trop tard !');
    await expect(
      page.getByText("Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer."),
    ).toBeVisible();
    const carousel = page.getByRole('region', { name: `Autre offre à ${hotel.label}` });
    // The card's title is its link (the 'Voir l’offre' button is only its look).
    const offer = carousel.getByRole('article').first();
    await expect(offer).toContainText('Voir l’offre');
    await expect(offer.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/fr-fr\/stay\/\d+\//,
    );
    await expectNoAxeViolations(page);
  });
});
